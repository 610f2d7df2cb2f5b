import { Alert, Button, Card, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { MESSAGES } from '@groundwork/shared/messages';
import { detailOf } from '../../../lib/error-messages';
import { useDeleteAccount } from '../api/account';

/** Delete the account, after typing the e-mail address or DELETE. */
export function DeleteAccountCard({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const remove = useDeleteAccount();
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const confirmed = typed.trim() === 'DELETE' || typed.trim().toLowerCase() === email.toLowerCase();
  const close = () => {
    setOpened(false);
    setTyped('');
    remove.reset();
  };
  return (
    <Card withBorder radius="md" padding="lg" style={{ borderColor: 'var(--mantine-color-red-4)' }}>
      <Group justify="space-between" gap="md">
        <div>
          <Title order={2} fz="h4">
            Delete account
          </Title>
          <Text size="sm" c="dimmed">
            Leaves every campaign and deletes your account. This cannot be undone.
          </Text>
        </div>
        <Button color="red" variant="light" onClick={() => setOpened(true)}>
          Delete account
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title="Delete your account?" centered>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (confirmed) remove.mutate(undefined, { onSuccess: onDeleted });
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              You will leave every campaign and your account will be deleted. Type your e-mail address (
              {email}) or DELETE to confirm.
            </Text>
            {remove.isError && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle size={18} aria-hidden="true" />}
                title={MESSAGES.failedToDeleteUser}
                role="alert"
              >
                {detailOf(remove.error)}
              </Alert>
            )}
            <TextInput
              label="Confirmation"
              data-autofocus
              autoComplete="off"
              value={typed}
              onChange={(event) => {
                setTyped(event.currentTarget.value);
              }}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color="red" disabled={!confirmed} loading={remove.isPending}>
                Delete my account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
