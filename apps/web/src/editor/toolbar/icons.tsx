// Line icons of the editor's toolbar, 20 px, drawn with the current text colour.

const PATHS = {
  undo: 'M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  redo: 'M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3',
  text: 'M5 6V4h14v2M12 4v16M9 20h6',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9.5a1.5 1.5 0 1 0 0-.01',
  shape: 'M4 4h9v9H4zM16.5 10.5a4.5 4.5 0 1 1-4.5 4.5',
  line: 'M5 19 19 5M13 5h6v6',
  table: 'M4 5h16v14H4zM4 10h16M4 15h16M10 5v14M15 5v14',
  code: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 3',
  math: 'M18 5H6l6 7-6 7h12',
  duplicate: 'M8 8h12v12H8zM4 16V4h12',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  notes: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5',
  settings: 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4',
  arrange: 'M4 4h10v10H4zM10 10h10v10H10z',
  plus: 'M12 5v14M5 12h14',
  down: 'M6 9l6 6 6-6',
  present: 'M4 5h16v11H4zM12 16v4M8 20h8M10 8.5v4l3.5-2z',
  save: 'M5 4h11l3 3v13H5zM8 4v5h8M8 20v-6h8v6',
  iframe: 'M3 5h18v14H3zM3 9h18M9 13l-2 2 2 2M15 13l2 2-2 2',
  video: 'M3 6h13v12H3zM16 10l5-3v10l-5-3',
  audio: 'M4 9v6h4l5 4V5L8 9zM16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11',
  template: 'M4 4h16v16H4zM4 9h16M10 9v11',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="editor-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
