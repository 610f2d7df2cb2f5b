import { Alert, Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { updateNameBodySchema, type UpdateNameBody } from '@groundwork/shared/contracts/users';
import { detailOf } from '../../../lib/error-messages';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useUpdateName } from '../api/account';

/** Edit one's first and last name (the rules of registration). */
export function NameCard({ first, last }: { first: string; last: string }) {
  const update = useUpdateName();
  const form = useZodForm<UpdateNameBody>(updateNameBodySchema, { initialValues: { first, last } });
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz="h4" mb="md">
        Your name
      </Title>
      <form
        noValidate
        aria-label="Your name"
        onSubmit={form.onSubmit((values) => {
          update.mutate(values, { onSuccess: () => form.resetDirty(), onError: form.setServerErrors });
        })}
      >
        <Stack gap="sm" maw={520}>
          {update.isSuccess && !form.isDirty() && (
            <Alert color="teal" variant="light" role="status">
              Your name was saved.
            </Alert>
          )}
          {update.isError && (
            <Alert color="red" variant="light" role="alert">
              {detailOf(update.error)}
            </Alert>
          )}
          <Group grow align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label="First name"
              autoComplete="given-name"
              miw={180}
              {...form.getInputProps('first')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              miw={180}
              {...form.getInputProps('last')}
            />
          </Group>
          <Group>
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              Save name
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
