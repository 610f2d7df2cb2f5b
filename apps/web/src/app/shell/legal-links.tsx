import { Anchor } from '@mantine/core';
import { LEGAL_DOCUMENTS } from '../../config/env';

/** The three legal documents, each opening in a new tab. */
export function LegalLinks({ className }: { className?: string }) {
  return (
    <nav aria-label="Legal documents" className={className}>
      {LEGAL_DOCUMENTS.map((document) => (
        <Anchor
          key={document.id}
          href={document.href}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          c="dimmed"
        >
          {document.title}
        </Anchor>
      ))}
    </nav>
  );
}
