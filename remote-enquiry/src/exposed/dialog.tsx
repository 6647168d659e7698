export { Dialog as default } from '../dialog/dialog';
export type { DialogProps } from '../dialog/dialog';
