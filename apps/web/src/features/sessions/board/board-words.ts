import { localName, type CookIdle, type FinishMoveReason } from '@brigade/contracts';
import { equipmentWord } from '../../../app/kitchen-words';
import type { Translate } from '../../../i18n';

/**
 * What a cook card says of an idle cook ('waiting for the oven until 16:12'), from the plan's
 * code (plan.board), in the page's language `lang` (task names too); `clock` formats a kitchen time. Null when busy.
 */
export function idleWords(t: Translate, idle: CookIdle, clock: (iso: string) => string, lang: string): string | null {
  const task = idle.task_name === null ? null : localName({ name: idle.task_name, translations: idle.task_translations }, lang);
  switch (idle.kind) {
    case 'busy':
      return null;
    case 'ready':
      return task ? t('host.idle.ready', { task }) : t('host.idle.readyAny');
    case 'waiting': {
      const time = idle.until ? clock(idle.until) : null;
      const name = idle.waiting_for && localName(idle.waiting_for, lang);
      if (idle.waiting_for?.kind === 'equipment') {
        const equipment = equipmentWord(t, idle.waiting_for.key ?? idle.waiting_for.name, 'lower');
        return time ? t('host.idle.waitingEquipmentUntil', { name: equipment, time }) : t('host.idle.waitingEquipment', { name: equipment });
      }
      if (idle.waiting_for?.kind === 'task') return time ? t('host.idle.waitingTaskUntil', { name, time }) : t('host.idle.waitingTask', { name });
      if (task) return time ? t('host.idle.nextAt', { task, time }) : t('host.idle.next', { task });
      return time ? t('host.idle.nextAnyAt', { time }) : t('host.idle.nextAny');
    }
    case 'no_skills':
      return t('host.idle.noSkills');
    case 'nothing_left':
      return t('host.idle.nothingLeft');
    case 'on_break':
      return t('host.idle.onBreak');
  }
}

/** One reason the predicted finish moved, as the host reads it: 'Ben left', 'Slice the onion ran 12 min long'. */
/** `lang`: the page's language, for a task's name (issue 38.2). */
export function finishMoveReason(t: Translate, r: FinishMoveReason, lang: string): string {
  const name = r.name ?? t('host.finishMove.someCook');
  const task = r.name === null ? t('host.finishMove.someTask') : localName({ name: r.name, translations: r.translations }, lang);
  const minutes = r.minutes ?? 0;
  switch (r.kind) {
    case 'cook_left':
      return t('host.finishMove.cookLeft', { name });
    case 'cook_offline':
      return t('host.finishMove.cookOffline', { name });
    case 'cook_break':
      return t('host.finishMove.cookBreak', { name });
    case 'cook_joined':
      return t('host.finishMove.cookJoined', { name });
    case 'stall':
      return t('host.finishMove.stall');
    case 'ran_long':
      return t('host.finishMove.ranLong', { task, minutes });
    case 'timer_late':
      return t('host.finishMove.timerLate', { task, minutes });
    case 'paused':
      return t('host.finishMove.paused');
    case 'replanned':
      return t('host.finishMove.replanned');
  }
}
