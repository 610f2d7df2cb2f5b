import { Button, Center, Image, Skeleton, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { saveFile } from '../../../lib/save-file';
import { useStoredFile } from '../api/stored-file';

/** A private image (artwork or photo) fetched with the bearer token; a PDF offers a download instead. */
export function StoredImage({
  url,
  alt,
  height,
  fit = 'contain',
  keptFor,
}: {
  url: string;
  alt: string;
  height: number;
  fit?: 'contain' | 'cover';
  /** The campaign to keep the image on the phone for (a field screen's thumbnail, shown offline too). */
  keptFor?: string;
}) {
  const file = useStoredFile(url, keptFor);
  if (file.isError || (file.data && !file.data.dataUrl && !file.data.blob))
    return (
      <Center h={height} bg="gray.0">
        <Text size="xs" c="dimmed">
          Image unavailable
        </Text>
      </Center>
    );
  if (!file.data) return <Skeleton h={height} role="status" aria-label={`Loading ${alt}`} />;
  const { blob, filename, dataUrl } = file.data;
  if (!dataUrl && blob)
    return (
      <Center h={height} bg="gray.0">
        <Button
          variant="subtle"
          leftSection={<IconFileTypePdf size={20} aria-hidden="true" />}
          onClick={() => saveFile(blob, filename ?? 'artwork.pdf')}
        >
          Download the PDF artwork
        </Button>
      </Center>
    );
  return <Image src={dataUrl ?? undefined} alt={alt} h={height} w="100%" fit={fit} radius="sm" />;
}
