import type { RecipeSummary } from '@brigade/contracts';
import { useMemo, useState } from 'react';
import { useFormat, useT, type MessageId } from '../../i18n';
import { DIFFICULTY_CHOICES } from '../taskmap/task-display';
import { levelWord } from '../taskmap/task-words';

/** Spec 02 §9: admin list difficulty order, 1 to 4. */
export const DIFFICULTY_ORDER: Record<string, number> = { beginner: 1, intermediate: 2, advanced: 3, expert: 4 };

/** The sorted column's direction, after its name. */
const SORT_MARK = { ascending: ' ▲', descending: ' ▼' } as const;

type SortKey = 'name' | 'difficulty_level' | 'estimated_time_minutes' | 'task_count' | 'quality_score' | 'is_published';

const COLUMNS: Array<{ key: SortKey; label: MessageId }> = [
  { key: 'name', label: 'studio.list.column.name' },
  { key: 'difficulty_level', label: 'studio.list.column.difficulty' },
  { key: 'estimated_time_minutes', label: 'studio.list.column.time' },
  { key: 'task_count', label: 'studio.list.column.tasks' },
  { key: 'quality_score', label: 'studio.list.column.rating' },
  { key: 'is_published', label: 'studio.list.column.status' },
];

function compare(a: RecipeSummary, b: RecipeSummary, key: SortKey): number {
  switch (key) {
    case 'name':
      return a.name.localeCompare(b.name);
    case 'difficulty_level':
      return (DIFFICULTY_ORDER[a.difficulty_level] ?? 99) - (DIFFICULTY_ORDER[b.difficulty_level] ?? 99);
    case 'is_published':
      return Number(b.is_published) - Number(a.is_published);
    default:
      return (a[key] ?? 0) - (b[key] ?? 0);
  }
}

interface RecipeListTableProps {
  recipes: RecipeSummary[];
  onSelect: (recipe: RecipeSummary) => void;
}

/** The recipe list table (spec 02 §2): search, difficulty and status filters, sortable columns. */
export function RecipeListTable({ recipes, onSelect }: RecipeListTableProps) {
  const t = useT();
  const f = useFormat();
  const [search, setSearch] = useState('');
  const [difficulty, setDifficulty] = useState('');
  const [status, setStatus] = useState<'' | 'published' | 'draft'>('');
  const [sort, setSort] = useState<{ key: SortKey; ascending: boolean }>({ key: 'name', ascending: true });

  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    return recipes
      .filter((r) => !term || r.name.toLowerCase().includes(term) || r.description.toLowerCase().includes(term))
      .filter((r) => !difficulty || r.difficulty_level === difficulty)
      .filter((r) => !status || (status === 'published') === r.is_published)
      .sort((a, b) => (sort.ascending ? 1 : -1) * compare(a, b, sort.key));
  }, [recipes, search, difficulty, status, sort]);

  const sortBy = (key: SortKey) => setSort((s) => (s.key === key ? { key, ascending: !s.ascending } : { key, ascending: true }));

  return (
    <div className="recipe-table">
      <div className="recipe-table-filters">
        <input type="search" placeholder={t('studio.list.searchPlaceholder')} aria-label={t('studio.list.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
        <select aria-label={t('studio.list.difficultyFilter')} value={difficulty} onChange={(e) => setDifficulty(e.target.value)}>
          <option value="">{t('studio.list.allDifficulties')}</option>
          {DIFFICULTY_CHOICES.map((d) => (
            <option key={d} value={d}>
              {levelWord(t, d)}
            </option>
          ))}
        </select>
        <select aria-label={t('studio.list.statusFilter')} value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
          <option value="">{t('studio.list.allStatuses')}</option>
          <option value="published">{t('studio.list.published')}</option>
          <option value="draft">{t('studio.list.notPublished')}</option>
        </select>
      </div>
      <div className="recipe-table-scroll">
        <table>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c.key} aria-sort={sort.key === c.key ? (sort.ascending ? 'ascending' : 'descending') : 'none'}>
                  <button type="button" onClick={() => sortBy(c.key)}>
                    {t(c.label)}
                    {sort.key === c.key ? (sort.ascending ? SORT_MARK.ascending : SORT_MARK.descending) : ''}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.id}>
                <td>
                  <button type="button" className="recipe-table-open" onClick={() => onSelect(r)}>
                    {r.name}
                  </button>
                  {r.cuisine_type && <span className="muted"> · {r.cuisine_type}</span>}
                </td>
                <td>{levelWord(t, r.difficulty_level)}</td>
                <td>{f.duration(r.estimated_time_minutes)}</td>
                <td>{f.number(r.task_count)}</td>
                <td>{r.quality_score > 0 ? `${f.number(r.quality_score)}/5` : t('studio.list.notRated')}</td>
                <td>{r.status === 'archived' ? t('studio.list.archived') : r.is_published ? t('studio.list.published') : t('studio.list.notPublished')}</td>
              </tr>
            ))}
            {shown.length === 0 && (
              <tr>
                <td colSpan={COLUMNS.length} className="muted">
                  {t('studio.list.noMatch')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
