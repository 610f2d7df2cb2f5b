import { Loader, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { PICKER_LIST_MAX_HEIGHT_PX } from '@groundwork/shared/constants';
import classes from './choice-list.module.css';

export interface ChoiceItem {
  id: string;
  /** Accessible name of the choice button. */
  label: string;
  content: ReactNode;
  leading?: ReactNode;
}

interface ChoiceListProps {
  items: readonly ChoiceItem[];
  emptyText: string;
  /** The item being acted on, shown busy; all choices are disabled meanwhile. */
  busyId?: string | null;
  onChoose: (id: string) => void;
}

/** A scrollable list of choices (450 px at most, shell §9) with its empty text. */
export function ChoiceList({ items, emptyText, busyId = null, onChoose }: ChoiceListProps) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" px="md">
        {emptyText}
      </Text>
    );
  }
  const style = { '--choice-list-max-height': `${String(PICKER_LIST_MAX_HEIGHT_PX)}px` } as CSSProperties;
  return (
    <ul className={classes.list} style={style}>
      {items.map((item) => (
        <li key={item.id} className={classes.item}>
          <UnstyledButton
            className={classes.choice}
            disabled={busyId !== null}
            data-disabled={busyId !== null || undefined}
            onClick={() => {
              onChoose(item.id);
            }}
          >
            {/* The spoken name starts with the label and includes what is shown (axe: label-content-name-mismatch). */}
            <VisuallyHidden>{item.label}</VisuallyHidden>
            {item.leading}
            <div className={classes.body}>{item.content}</div>
            {busyId === item.id ? (
              <Loader size="xs" aria-label="Loading" />
            ) : (
              <IconChevronRight size={18} aria-hidden="true" color="var(--mantine-color-dimmed)" />
            )}
          </UnstyledButton>
        </li>
      ))}
    </ul>
  );
}
