import type { RecipeSummary } from '@brigade/contracts';
import { useMemo, useState } from 'react';
import { kitchenWord } from '../../app/kitchen-words';
import { DIFFICULTY_CHOICES } from '../taskmap/task-display';

/** Spec 02 §9: admin list difficulty order, 1 to 4. */
export const DIFFICULTY_ORDER: Record<string, number> = { beginner: 1, intermediate: 2, advanced: 3, expert: 4 };

type SortKey = 'name' | 'difficulty_level' | 'estimated_time_minutes' | 'task_count' | 'quality_score' | 'is_published';

const COLUMNS: Array<{ key: SortKey; label: string }> = [
  { key: 'name', label: 'Name' },
  { key: 'difficulty_level', label: 'Difficulty' },
  { key: 'estimated_time_minutes', label: 'Time' },
  { key: 'task_count', label: 'Tasks' },
  { key: 'quality_score', label: 'Rating' },
  { key: 'is_published', label: 'Status' },
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
        <input type="search" placeholder="Search recipes..." aria-label="Search recipes" value={search} onChange={(e) => setSearch(e.target.value)} />
        <select aria-label="Difficulty filter" value={difficulty} onChange={(e) => setDifficulty(e.target.value)}>
          <option value="">All difficulties</option>
          {DIFFICULTY_CHOICES.map((d) => (
            <option key={d} value={d}>
              {kitchenWord(d)}
            </option>
          ))}
        </select>
        <select aria-label="Status filter" value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
          <option value="">All statuses</option>
          <option value="published">Published</option>
          <option value="draft">Not published</option>
        </select>
      </div>
      <div className="recipe-table-scroll">
        <table>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c.key} aria-sort={sort.key === c.key ? (sort.ascending ? 'ascending' : 'descending') : 'none'}>
                  <button type="button" onClick={() => sortBy(c.key)}>
                    {c.label}
                    {sort.key === c.key ? (sort.ascending ? ' ▲' : ' ▼') : ''}
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
                <td>{kitchenWord(r.difficulty_level)}</td>
                <td>{r.estimated_time_minutes} min</td>
                <td>{r.task_count}</td>
                <td>{r.quality_score > 0 ? `${r.quality_score}/5` : 'Not rated'}</td>
                <td>{r.status === 'archived' ? 'Archived' : r.is_published ? 'Published' : 'Not published'}</td>
              </tr>
            ))}
            {shown.length === 0 && (
              <tr>
                <td colSpan={COLUMNS.length} className="muted">
                  No recipes match.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
