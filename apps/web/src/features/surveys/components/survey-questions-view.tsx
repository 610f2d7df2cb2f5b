import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { QUESTION_KIND_LABELS, type SurveyQuestion } from '@groundwork/shared/contracts/surveys';

/** The questions and answers as canvassers will see them (read-only). */
export function SurveyQuestionsView({ questions }: { questions: readonly SurveyQuestion[] }) {
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Questions">
      {questions.map((question, index) => (
        <Paper key={question.id} component="li" withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Title order={3} fz="sm" miw={0}>
              {index + 1}. {question.text}
            </Title>
            <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
              {QUESTION_KIND_LABELS[question.kind]}
            </Badge>
          </Group>
          {question.answers.length > 0 ? (
            <List size="sm" mt="xs" spacing={2}>
              {question.answers.map((answer) => (
                <List.Item key={answer.id}>{answer.text}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm" c="dimmed" mt="xs">
              Free-text answer
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
