import { Center, Image, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import type { Mailer } from '@groundwork/shared/contracts/mail';
import { formatCount } from '../../../lib/format';
import { useMailerFile } from '../api/mailer-file';
import { usePdfDocument } from '../pdf/pdf-document';
import { PdfPage } from './pdf-page';

const isPdf = (mailer: Mailer) => mailer.file.content_type === 'application/pdf';

/** An object URL for `blob`, released when it changes or the component goes. */
const useObjectUrl = (blob: Blob | undefined): string | null => {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
};

function Unavailable({ height }: { height: number }) {
  return (
    <Center h={height} bg="gray.0">
      <Text size="xs" c="dimmed">
        Preview unavailable
      </Text>
    </Center>
  );
}

function StoredImage({ url, alt, height }: { url: string; alt: string; height: number }) {
  const file = useMailerFile(url);
  const src = useObjectUrl(file.data);
  if (file.isError) return <Unavailable height={height} />;
  if (!src) return <Skeleton h={height} role="status" aria-label={`Loading ${alt}`} />;
  return <Image src={src} alt={alt} h={height} w="100%" fit="contain" radius="sm" />;
}

interface PdfPagesProps {
  mailer: Mailer;
  pages: number | 'all';
  width: number;
  /** A thumbnail's box: each page shown whole within it. */
  maxHeight?: number;
}

function PdfPages({ mailer, pages, width, maxHeight }: PdfPagesProps) {
  const file = useMailerFile(mailer.file.url);
  const pdf = usePdfDocument(file.data);
  const height = maxHeight ?? Math.round(width * 0.7);
  if (file.isError || pdf.status === 'failed') return <Unavailable height={height} />;
  if (pdf.status === 'loading')
    return <Skeleton h={height} role="status" aria-label={`Loading ${mailer.name}`} />;
  const count = pages === 'all' ? pdf.doc.numPages : Math.min(pages, pdf.doc.numPages);
  return Array.from({ length: count }, (_, index) => (
    <PdfPage
      key={index}
      doc={pdf.doc}
      pageNumber={index + 1}
      width={width}
      {...(maxHeight === undefined ? {} : { maxHeight })}
      label={`${mailer.name}, page ${String(index + 1)} of ${String(pdf.doc.numPages)}`}
    />
  ));
}

/** The list's card image: the server's thumbnail of an image, or a PDF's first page drawn here. */
export function MailerThumbnail({ mailer, height }: { mailer: Mailer; height: number }) {
  if (!isPdf(mailer))
    return (
      <StoredImage
        url={mailer.file.thumbnail_url ?? mailer.file.url}
        alt={`${mailer.name} thumbnail`}
        height={height}
      />
    );
  return (
    <Center h={height} bg="gray.0" p="xs">
      <PdfPages mailer={mailer} pages={1} width={320} maxHeight={height - 16} />
    </Center>
  );
}

/** Every page of the piece (a PDF drawn by pdf.js; an image as it is), with the page count. */
export function MailerPages({ mailer }: { mailer: Mailer }) {
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" data-testid="page-count">
        {formatCount(mailer.page_count, 'page')} · {isPdf(mailer) ? 'PDF' : 'Image'}
      </Text>
      {isPdf(mailer) ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" aria-label={`Pages of ${mailer.name}`}>
          <PdfPages mailer={mailer} pages="all" width={640} />
        </SimpleGrid>
      ) : (
        <StoredImage url={mailer.file.url} alt={`${mailer.name}, page 1 of 1`} height={480} />
      )}
    </Stack>
  );
}
