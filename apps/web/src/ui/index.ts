import './ui.css';
export { Banner } from './Banner';
export { Button, ButtonLink, type ButtonVariant } from './Button';
export { Card } from './Card';
export { ComingSoon } from './ComingSoon';
export { Field, FieldErrors } from './Field';
export { Spinner } from './Spinner';
export { Pill, type PillShape } from './Pill';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
