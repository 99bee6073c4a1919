export { isProcessing, type PollCheck, ProcessingPoller } from './processing-poll';
