import { useRef } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { LinkButton } from './link-popover';
import { useRovingToolbar } from './use-roving-toolbar';
import { THEME_PALETTE_LIST_ID } from '../../themes';

const SIZES = ['12px', '16px', '20px', '24px', '32px', '40px', '48px', '64px', '80px', '96px'] as const;
const BLOCK_STYLES = [
  { value: 'p', label: 'Paragraph' },
  { value: '1', label: 'Heading 1' },
  { value: '2', label: 'Heading 2' },
  { value: '3', label: 'Heading 3' },
] as const;

function Toggle({
  label,
  text,
  pressed,
  onPress,
}: {
  label: string;
  text: string;
  pressed: boolean;
  onPress: () => void;
}) {
  return (
    <button
      type="button"
      className="editor-tool editor-tool--text"
      aria-label={label}
      aria-pressed={pressed}
      // Keeps the text selection: the button never takes the focus from the text.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      {/* Drawn by CSS: a visible "1." would not match the button's name "Numbered list". */}
      <span className="editor-tool__glyph" data-glyph={text} aria-hidden="true" />
    </button>
  );
}

/**
 * Formatting of the text block or table cell being edited: marks, lists, link, alignment, size,
 * colour and headings, each shown when the editor holds it (a cell has no headings, lists or
 * alignment).
 */
export function TextToolbar({ editor }: { editor: Editor }) {
  const nodes = editor.schema?.nodes ?? {};
  const aligns = editor.extensionManager?.extensions.some((extension) => extension.name === 'textAlign') ?? false;
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      align: (['left', 'center', 'right', 'justify'] as const).find((a) => e.isActive({ textAlign: a })) ?? 'left',
      heading: ([1, 2, 3] as const).find((level) => e.isActive('heading', { level }))?.toString() ?? 'p',
      size: (e.getAttributes('textStyle').fontSize as string | undefined) ?? '',
      color: (e.getAttributes('textStyle').color as string | undefined) ?? '#000000',
    }),
  });
  const chain = () => editor.chain().focus();
  const toolbar = useRef<HTMLDivElement>(null);
  const roving = useRovingToolbar(toolbar);
  return (
    <div
      ref={toolbar}
      className="editor-text-toolbar"
      role="toolbar"
      aria-label="Text formatting"
      onKeyDown={roving.onKeyDown}
    >
      {nodes.heading && (
        <select
          className="editor-select"
          aria-label="Text style"
          value={state.heading}
          onChange={(event) => {
            const value = event.target.value;
            if (value === 'p') chain().setParagraph().run();
            else
              chain()
                .setHeading({ level: Number(value) as 1 | 2 | 3 })
                .run();
          }}
        >
          {BLOCK_STYLES.map((style) => (
            <option key={style.value} value={style.value}>
              {style.label}
            </option>
          ))}
        </select>
      )}
      <select
        className="editor-select"
        aria-label="Text size"
        value={state.size}
        onChange={(event) =>
          event.target.value ? chain().setFontSize(event.target.value).run() : chain().unsetFontSize().run()
        }
      >
        <option value="">Size</option>
        {SIZES.map((size) => (
          <option key={size} value={size}>
            {size.replace('px', '')}
          </option>
        ))}
      </select>
      <Toggle label="Bold" text="B" pressed={state.bold} onPress={() => chain().toggleBold().run()} />
      <Toggle label="Italic" text="I" pressed={state.italic} onPress={() => chain().toggleItalic().run()} />
      <Toggle label="Underline" text="U" pressed={state.underline} onPress={() => chain().toggleUnderline().run()} />
      <Toggle label="Strikethrough" text="S" pressed={state.strike} onPress={() => chain().toggleStrike().run()} />
      {nodes.bulletList && (
        <Toggle
          label="Bulleted list"
          text="•"
          pressed={state.bullet}
          onPress={() => chain().toggleBulletList().run()}
        />
      )}
      {nodes.orderedList && (
        <Toggle
          label="Numbered list"
          text="1."
          pressed={state.ordered}
          onPress={() => chain().toggleOrderedList().run()}
        />
      )}
      <LinkButton editor={editor} active={state.link} />
      {aligns &&
        (['left', 'center', 'right', 'justify'] as const).map((align) => (
          <Toggle
            key={align}
            label={`Align ${align}`}
            text={{ left: '⇤', center: '↔', right: '⇥', justify: '☰' }[align]}
            pressed={state.align === align}
            onPress={() => chain().setTextAlign(align).run()}
          />
        ))}
      <label className="editor-color" title="Text colour">
        <span className="visually-hidden">Text colour</span>
        <input
          type="color"
          list={THEME_PALETTE_LIST_ID}
          value={/^#[0-9a-f]{6}$/i.test(state.color) ? state.color : '#000000'}
          onChange={(event) => chain().setColor(event.target.value).run()}
        />
      </label>
    </div>
  );
}
