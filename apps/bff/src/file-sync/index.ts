export { createFileSync, FileSyncFailure, type FileSync } from './file-sync.js';
export { createDropboxClient, DropboxError, type DropboxSettings } from './dropbox.js';
export { connectFlows } from './connect-flow.js';
export { FILE_SYNC_CALLBACK_PATH, FILE_SYNC_CREDENTIALS } from './constants.js';
