import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useRef } from 'react';
import { MESSAGE_FIELDS, TEXT_LIMITS } from '@groundwork/shared/contracts/text-campaigns';
import {
  hasOptOutWording,
  measureSegments,
  renderMessage,
  unknownFields,
  type PreviewTexter,
  type SampleVoter,
} from '../message-template';

interface MessageFieldsProps {
  value: string;
  onChange: (message: string) => void;
  /** A recipient to render the message for (the preview's sample), null while there is none. */
  sample: SampleVoter | null;
  /** Who greets as `{texter_first_name}`: an assigned texter, or an example name. */
  texter: PreviewTexter;
  error?: string | null;
}

/** The message template: buttons insert voter fields at the cursor; the rendered text, segments and checks. */
export function MessageFields({ value, onChange, sample, texter, error }: MessageFieldsProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const rendered = renderMessage(value, { ...sample, texter_first_name: texter.firstName });
  const namesTexter = value.includes('{texter_first_name}');
  const measure = measureSegments(rendered);
  const unknown = unknownFields(value);

  const insert = (field: string) => {
    const token = `{${field}}`;
    const element = area.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    onChange(value.slice(0, start) + token + value.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <Stack gap="sm">
      <Textarea
        ref={area}
        label="Message"
        description="Each texter sends it to one voter at a time; {fields} are filled in for each voter."
        required
        autosize
        minRows={4}
        maxLength={TEXT_LIMITS.message}
        value={value}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <Group gap="xs" role="group" aria-label="Insert a voter field">
        {MESSAGE_FIELDS.map((field) => (
          <Button key={field} size="compact-xs" variant="light" onClick={() => insert(field)}>
            {`{${field}}`}
          </Button>
        ))}
      </Group>
      {unknown.length > 0 && (
        <Text size="sm" c="red">
          Unknown field {unknown.map((name) => `{${name}}`).join(', ')}: it would be sent as typed.
        </Text>
      )}
      <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
        <Text size="xs" c="dimmed" mb={4}>
          {sample ? 'As the first recipient reads it' : 'Preview (no recipient to fill the fields yet)'}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="rendered-message">
          {rendered || '—'}
        </Text>
        {namesTexter && (
          <Text size="xs" c="dimmed" mt={4} data-testid="preview-texter">
            {texter.isExample
              ? `{texter_first_name}: “${texter.firstName}” is an example; each texter's own first name is sent.`
              : `{texter_first_name}: ${texter.firstName}, the first texter; each texter's own first name is sent.`}
          </Text>
        )}
        <Group gap="xs" mt="xs" data-testid="segments">
          <Badge variant="light" color={measure.segments > 1 ? 'orange' : 'gray'}>
            {measure.segments === 1 ? '1 segment' : `${String(measure.segments)} segments`}
          </Badge>
          <Badge variant="light" color={measure.encoding === 'UCS-2' ? 'orange' : 'gray'}>
            {measure.encoding}
          </Badge>
          <Text size="xs" c="dimmed">
            {measure.characters} characters · {measure.perSegment} per segment
          </Text>
        </Group>
        {measure.encoding === 'UCS-2' && measure.unicode.length > 0 && (
          <Text size="xs" c="dimmed" mt={4}>
            {measure.unicode.join(' ')} switch the message to UCS-2 (70 characters a segment).
          </Text>
        )}
      </Paper>
      {value.trim() !== '' && !hasOptOutWording(value) && (
        <Alert color="orange" variant="light" title="No opt-out wording">
          Carriers expect the first text to say how to stop, e.g. “Reply STOP to opt out”.
        </Alert>
      )}
    </Stack>
  );
}
