export { Banner } from './Banner';
export { Button, ButtonLink, type ButtonVariant } from './Button';
export { Card } from './Card';
export { ComingSoon } from './ComingSoon';
export { Field, FieldErrors } from './Field';
export { Spinner } from './Spinner';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
