import { createLog } from '../../api/src/lib/log';

/** The release console's log. */
export const consoleLog = createLog('release console');
