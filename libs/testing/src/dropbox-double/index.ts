export {
  dropboxContentHash,
  startDropboxDouble,
  type DropboxDouble,
  type DropboxDoubleAccount,
  type DropboxTokenRequest,
  type DropboxUpload,
} from './server.js';
