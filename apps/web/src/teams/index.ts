export { NewEditorAnnouncement } from './new-editor-announcement';
