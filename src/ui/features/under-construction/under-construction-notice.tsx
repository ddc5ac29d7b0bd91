import { Icon } from '../../design-system';
import * as s from '../../shared/status-card.css';

export const UNDER_CONSTRUCTION_TEXT = 'Esta funcionalidade está em construção.';

/** A short inline "em construção" notice (for dialogs and panels). */
export function UnderConstructionNotice() {
  return (
    <div className={s.noticeBox}>
      <Icon name="tool" size={20} />
      <p className={s.noticeText}>{UNDER_CONSTRUCTION_TEXT}</p>
    </div>
  );
}
