/**
 * The design system: the only place that imports Radix. Import from here:
 * `import { Button, Card, TextField } from '../design-system'`.
 * Global styles and the theme are applied on import.
 */
import './theme.css';
import './global.css';

export { vars } from './theme.css';
export { media, breakpointValues } from './tokens';
export { Button, IconButton, type ButtonProps, type IconButtonProps } from './button';
export { TextField, type TextFieldProps } from './text-field';
export { FieldHint, FieldError, useFieldIds, type FieldIds } from './field-parts';
export { Card, Badge, Stack, Inline, VisuallyHidden, PageHeader } from './primitives';
export type { CardProps, BadgeProps, StackProps, InlineProps, PageHeaderProps } from './primitives';
export { Dialog, DialogClose, type DialogProps } from './dialog';
export { Drawer, type DrawerProps } from './drawer';
export { Spinner, FullPageLoading } from './spinner';
export { Icon, type IconName } from './icon';
export { Logo, LogoMark } from './logo';
export { SelectField, Checkbox, Fieldset, Notice } from './form-controls';
export type { SelectFieldProps, CheckboxProps, FieldsetProps, NoticeProps, NoticeTone } from './form-controls';
