import type { MessageField } from '@groundwork/shared/contracts/text-campaigns';

export type MessageValues = Record<MessageField, string>;

/** `{first_name}` and the other MESSAGE_FIELDS replaced by the recipient's values; other braces stay as written. */
export const renderMessage = (template: string, values: MessageValues): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as MessageField] : whole,
  );
