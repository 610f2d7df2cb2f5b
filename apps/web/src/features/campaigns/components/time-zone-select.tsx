import { Select, type ComboboxItem, type OptionsFilter, type SelectProps } from '@mantine/core';
import { useState } from 'react';
import { matchesTimeZone, timeZoneGroups, timeZoneOption, type TimeZoneGroup } from '../utils/time-zones';

const filter: OptionsFilter = ({ options, search }) =>
  options
    .map((entry) =>
      'group' in entry
        ? { ...entry, items: entry.items.filter((item: ComboboxItem) => matchesTimeZone(item, search)) }
        : entry,
    )
    .filter((entry) => ('group' in entry ? entry.items.length > 0 : matchesTimeZone(entry, search)));

type TimeZoneSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'filter' | 'searchable'> & {
  /** An IANA name (what is sent). */
  value: string;
  onChange: (zone: string) => void;
};

/**
 * The time-zone picker: zones grouped (the United States first) and searched by their words, main cities,
 * offset today or IANA name ("Eastern — New York, Raleigh (UTC−5)"). The whole list (every zone `Intl`
 * knows, a few hundred formatters) is built when the picker is first opened; until then only the value's.
 */
export function TimeZoneSelect({ value, onChange, ...props }: TimeZoneSelectProps) {
  const [groups, setGroups] = useState<TimeZoneGroup[] | null>(null);
  // Built once: a zone picked from the list is in it.
  const build = () => setGroups((built) => built ?? timeZoneGroups(value));
  return (
    <Select
      {...props}
      searchable
      data={groups ?? [timeZoneOption(value)]}
      value={value}
      filter={filter}
      onDropdownOpen={build}
      onFocus={build}
      onChange={(zone) => zone && onChange(zone)}
      allowDeselect={false}
      maxDropdownHeight={320}
      comboboxProps={{ middlewares: { flip: true, shift: true } }}
    />
  );
}
