import { useEffect, useRef } from 'react';
import { basicSetup, EditorView } from 'codemirror';
import { html } from '@codemirror/lang-html';
import { Prec } from '@codemirror/state';
import { keymap } from '@codemirror/view';

/**
 * An HTML code editor (CodeMirror 6): syntax colours, line numbers, bracket matching, search.
 * Cmd or Ctrl+Enter submits (spec/001 §2). It starts with `initial` and reports every change.
 */
export function CodeMirrorField({
  initial,
  label,
  onChange,
  onSubmit,
}: {
  initial: string;
  label: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef({ onChange, onSubmit });
  latest.current = { onChange, onSubmit };

  useEffect(() => {
    const view = new EditorView({
      doc: initial,
      parent: host.current!,
      extensions: [
        Prec.highest(keymap.of([{ key: 'Mod-Enter', run: () => (latest.current.onSubmit(), true) }])),
        basicSetup,
        html(),
        EditorView.lineWrapping,
        EditorView.contentAttributes.of({ 'aria-label': label }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) latest.current.onChange(update.state.doc.toString());
        }),
      ],
    });
    // After the dialog around it has opened (opening moves the focus to the dialog).
    const focusing = requestAnimationFrame(() => view.focus());
    return () => {
      cancelAnimationFrame(focusing);
      view.destroy();
    };
    // The editor holds its own text from here on; `initial` is only where it starts.
  }, []);

  return <div ref={host} className="html-editor__code" />;
}
