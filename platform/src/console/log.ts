import { createLog } from '@pharmasetu/api/server-kit';

/** The release console's log. */
export const consoleLog = createLog('release console');
