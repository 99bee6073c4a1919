export { assertSafeKey, type FileStorage } from './storage.js';
export { createLocalStorage } from './local.js';
export { createS3Storage, type S3StorageOptions } from './s3.js';
