import { FileInput, type FileInputProps } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';

/** The files every text upload takes: CSV, tab-separated or plain text, by extension and by type. */
export const TEXT_FILE_TYPES = '.csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain';

/** A picker of one CSV, tab-separated or text file (voter files, lists of voter ids, election results). */
export function TextFileInput(
  props: Omit<FileInputProps, 'accept' | 'placeholder' | 'clearable' | 'leftSection'>,
) {
  return (
    <FileInput
      placeholder="Choose a .csv, .tsv or .txt file"
      accept={TEXT_FILE_TYPES}
      clearable
      leftSection={<IconFileUpload size={16} aria-hidden="true" />}
      {...props}
    />
  );
}
