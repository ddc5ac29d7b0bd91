/**
 * The design system: the only place that imports Radix. Import from here:
 * `import { Button, Card, TextField } from '../design-system'`.
 * Global styles and the theme are applied on import.
 *
 * Except the first page's files (the app shell, the landing and its login, the auth layout, the
 * error page, the consent banner, LinkButton): they import the modules themselves
 * (`../design-system/button`), because a chunk that imports this index is given every module it
 * re-exports that the app uses anywhere — the Radix dialog and drawer included — and the first
 * page draws none of them (the bundle budget catches a slip).
 */
import './global-styles';

export { vars } from './theme.css';
export { media, breakpointValues } from './tokens';
export { Button, IconButton, type ButtonProps, type IconButtonProps } from './button';
export { TextField, type TextFieldProps } from './text-field';
export { FieldHint, FieldError, useFieldIds, type FieldIds } from './field-parts';
export { Card, Badge, Stack, Inline, VisuallyHidden, PageHeader } from './primitives';
export type { CardProps, BadgeProps, StackProps, InlineProps, PageHeaderProps } from './primitives';
export { Dialog, DialogClose, type DialogProps } from './dialog';
export { Drawer, type DrawerProps } from './drawer';
export { Pager, type PagerProps } from './pager';
export { Spinner, FullPageLoading } from './spinner';
export { Icon, type IconName } from './icon';
export { Logo, LogoMark } from './logo';
export { SelectField, Checkbox, Fieldset, Notice } from './form-controls';
export type { SelectFieldProps, CheckboxProps, FieldsetProps, NoticeProps, NoticeTone } from './form-controls';
