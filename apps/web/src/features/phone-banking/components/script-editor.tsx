import '@mantine/tiptap/styles.css';
import { Button, Input, Menu } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { IconBraces, IconChevronDown } from '@tabler/icons-react';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';
import { SCRIPT_FIELDS } from '@groundwork/shared/contracts/phone-banking';
import { SCRIPT_FIELD_LABELS } from '../script';

interface ScriptEditorProps {
  /** The script's HTML when the editor opens (later changes come from the editor itself). */
  initial: string;
  onChange: (html: string) => void;
  error?: string | null;
}

/**
 * The call script as rich text (Tiptap through @mantine/tiptap): headings, emphasis, lists and links, and a
 * menu that inserts a voter field such as `{first_name}` at the cursor. The HTML goes to the server, which
 * sanitises it.
 */
export function ScriptEditor({ initial, onChange, error }: ScriptEditorProps) {
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    content: initial,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
    onUpdate: ({ editor: updated }) => onChange(updated.getHTML()),
  });
  const insert = (field: string) => editor?.chain().focus().insertContent(`{${field}}`).run();
  return (
    <Input.Wrapper
      label="Script"
      labelElement="div"
      labelProps={{ id: labelId }}
      required
      description="What callers read. Voter fields such as {first_name} are filled in for each voter."
      error={error}
      errorProps={{ id: errorId }}
    >
      <RichTextEditor editor={editor} mt={4}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
          {/* Closing the menu (a field chosen, or Escape) puts the cursor back in the script, not on the button. */}
          <Menu
            position="bottom-start"
            withinPortal
            returnFocus={false}
            onClose={() => editor?.commands.focus()}
          >
            <Menu.Target>
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconBraces size={14} aria-hidden="true" />}
                rightSection={<IconChevronDown size={14} aria-hidden="true" />}
              >
                Insert voter field
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {SCRIPT_FIELDS.map((field) => (
                <Menu.Item key={field} onClick={() => insert(field)}>
                  {SCRIPT_FIELD_LABELS[field]} {`{${field}}`}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
