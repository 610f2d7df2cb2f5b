import { Paper, Text, Typography } from '@mantine/core';
import { renderScript, unknownScriptFields, type ScriptSample } from '../script';

/** The script as a caller reads it to one voter (the sample), with a warning for unknown fields. */
export function ScriptPreview({
  html,
  sample,
  caption,
}: {
  html: string;
  sample: ScriptSample;
  caption: string;
}) {
  const unknown = unknownScriptFields(html);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-default-hover)"
      component="section"
      aria-label="Script preview"
    >
      <Text size="xs" c="dimmed" mb={4}>
        {caption}
      </Text>
      <Typography fz="sm" data-testid="script-preview">
        {/* The editor's HTML (or the server's sanitised copy) with escaped voter values (script.ts). */}
        <div dangerouslySetInnerHTML={{ __html: renderScript(html, sample) }} />
      </Typography>
      {unknown.length > 0 && (
        <Text size="sm" c="red" mt="xs">
          Unknown field {unknown.map((name) => `{${name}}`).join(', ')}: callers would read it as typed.
        </Text>
      )}
    </Paper>
  );
}
