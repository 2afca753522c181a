import { useState, type FormEvent } from 'react';
import { isWebAddress } from '@brigade/contracts';
import { useAuth } from '../../app/auth';
import { formFailure } from '../../app/form-errors';
import { trpc, type RouterOutputs } from '../../app/trpc';
import { Banner, Button, FieldErrors } from '../../ui';
import { DIFFICULTY_CHOICES } from '../taskmap/task-display';
import { levelWord } from '../taskmap/task-words';
import { useLanguage, useT, type MessageId } from '../../i18n';
import { AiCallProgress, useAiCall } from './AiCallProgress';
import { resultText } from './ai-words';

export type GenerationResult = RouterOutputs['studio']['generate'];
export type GenerationMode = 'openai' | 'url' | 'text';

/** Spec 02 §9 generator defaults. */
export const GENERATOR_DEFAULTS = { servings: 4, time: 60, participants: '2-4', mode: 'openai' as GenerationMode };

const MODES: Array<{ mode: GenerationMode; label: MessageId }> = [
  { mode: 'openai', label: 'studio.gen.mode.openai' },
  { mode: 'url', label: 'studio.gen.mode.url' },
  { mode: 'text', label: 'studio.gen.mode.text' },
];

/** A web address looks like this in every language. */
const URL_PLACEHOLDER = 'https://...';

/** The server's field names and the form's (spec 02 §2 generation request). */
const GENERATION_FIELDS = {
  food_name: 'food_name',
  description: 'description',
  url: 'url',
  text: 'text',
  difficulty_level: 'difficulty',
  servings: 'servings',
  estimated_time_minutes: 'time',
  participants: 'participants',
};

/** A whole number of at least 1 from a number box, or null (empty, 0, a fraction). */
export function wholeNumber(typed: string): number | null {
  const n = Number(typed.trim());
  return typed.trim() !== '' && Number.isInteger(n) && n >= 1 ? n : null;
}

interface GenerationPanelProps {
  onGenerated: (result: GenerationResult) => void;
}

/** The recipe generation panel (spec 02 §2): staff only. */
export function GenerationPanel(props: GenerationPanelProps) {
  const auth = useAuth();
  return <GenerationPanelView {...props} isStaff={auth.isStaff} />;
}

/** The panel for a given role; non-staff see 'Staff Access Required' (kept apart for component tests). */
export function GenerationPanelView({ isStaff, ...props }: GenerationPanelProps & { isStaff: boolean }) {
  const t = useT();
  if (!isStaff) {
    return (
      <div className="generation-panel generation-denied" role="alert">
        <h2>{t('studio.gen.denied.title')}</h2>
        <p>{t('studio.gen.denied.text')}</p>
      </div>
    );
  }
  return <GenerationForm {...props} />;
}

function GenerationForm({ onGenerated }: GenerationPanelProps) {
  const t = useT();
  const lang = useLanguage();
  const [mode, setMode] = useState<GenerationMode>(GENERATOR_DEFAULTS.mode);
  const [foodName, setFoodName] = useState('');
  const [description, setDescription] = useState('');
  const [url, setUrl] = useState('');
  const [text, setText] = useState('');
  // Sent and honoured (issue 17): asked of the AI and written into the recipe; text mode takes
  // all but the time (pasted steps say how long they take); a web page says all of it itself.
  const [difficulty, setDifficulty] = useState('beginner');
  // Kept as typed: a cleared box is a missing number, never 0.
  const [servings, setServings] = useState(String(GENERATOR_DEFAULTS.servings));
  const [time, setTime] = useState(String(GENERATOR_DEFAULTS.time));
  const [participants, setParticipants] = useState(GENERATOR_DEFAULTS.participants);
  const [errors, setErrors] = useState<Record<string, string[]> | null>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const aiStatus = trpc.studio.aiStatus.useQuery(undefined, { staleTime: 60_000 });
  const client = trpc.useUtils().client;
  const aiCall = useAiCall();
  const busy = aiCall.running;
  const aiUnavailable = mode === 'openai' && aiStatus.data?.configured === false;

  const invalid = (field: string) => (errors?.[field]?.length ? { 'aria-invalid': true, 'aria-describedby': `gen-${field}-errors` } : {});
  const invalidDifficulty = invalid('difficulty');
  const invalidServings = invalid('servings');
  const invalidTime = invalid('time');
  const invalidParticipants = invalid('participants');

  const switchMode = (next: GenerationMode) => {
    setMode(next);
    setMessage(null);
    setErrors(null);
  };

  const validate = (): Record<string, string[]> | null => {
    if (mode === 'openai' && !foodName.trim()) return { food_name: [t('studio.gen.required.foodName')] };
    if (mode === 'url' && !url.trim()) return { url: [t('studio.gen.required.url')] };
    if (mode === 'url' && !isWebAddress(url)) return { url: [t('studio.gen.invalidUrl')] };
    if (mode === 'text' && !text.trim()) return { text: [t('studio.gen.required.text')] };
    const numbers: Record<string, string[]> = {};
    if (mode !== 'url' && wholeNumber(servings) === null) numbers.servings = [t('studio.gen.wholeNumber')];
    if (mode === 'openai' && wholeNumber(time) === null) numbers.time = [t('studio.gen.wholeNumber')];
    return Object.keys(numbers).length > 0 ? numbers : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const problems = validate();
    setErrors(problems);
    if (problems) return;
    // The host's page language: the AI writes in it, an import that does not say its own records it (issue 38.2).
    const wanted = { difficulty_level: difficulty as 'beginner', servings: wholeNumber(servings)!, participants, language: lang };
    const input =
      mode === 'openai'
        ? { mode, food_name: foodName.trim(), ...(description.trim() ? { description: description.trim() } : {}), ...wanted, estimated_time_minutes: wholeNumber(time)!, preview_only: false }
        : mode === 'url'
          ? { mode, url: url.trim(), language: lang, preview_only: false }
          : { mode, text, ...(foodName.trim() ? { food_name: foodName.trim() } : {}), ...wanted, preview_only: false };
    try {
      const result = await aiCall.run((signal, callId) => client.studio.generate.mutate(mode === 'openai' ? { ...input, call_id: callId } : input, { signal }));
      if (!result.success) {
        setMessage({ kind: 'error', text: t('studio.gen.failed') });
        return;
      }
      setMessage({ kind: 'success', text: resultText(t, result, t('api.studio.generated')) });
      onGenerated(result);
    } catch (error) {
      if (aiCall.wasCancelled(error)) return setMessage({ kind: 'error', text: t('studio.ai.cancelled') });
      const failure = formFailure(error, { fields: GENERATION_FIELDS, fallback: error instanceof Error && error.message ? error.message : t('studio.gen.error'), t });
      setErrors(failure.fields ?? null);
      setMessage({ kind: 'error', text: failure.banner });
    }
  };

  return (
    <form className="generation-panel form" onSubmit={(e) => void submit(e)} noValidate>
      <h2>{t('studio.gen.title')}</h2>
      <div className="mode-switch" role="radiogroup" aria-label={t('studio.gen.modeLabel')}>
        {MODES.map((m) => (
          <button key={m.mode} type="button" role="radio" aria-checked={mode === m.mode} className={`mode-option${mode === m.mode ? ' mode-option-on' : ''}`} onClick={() => switchMode(m.mode)}>
            {t(m.label)}
          </button>
        ))}
      </div>

      {aiUnavailable && <Banner kind="info">{t('studio.gen.aiNotConfigured')}</Banner>}

      {(mode === 'openai' || mode === 'text') && (
        <div className="field">
          <label htmlFor="gen-food-name">{mode === 'openai' ? t('studio.gen.foodName') : t('studio.gen.recipeNameOptional')}</label>
          <input id="gen-food-name" value={foodName} onChange={(e) => setFoodName(e.target.value)} placeholder={mode === 'openai' ? t('studio.gen.foodNamePlaceholder') : ''} disabled={busy} />
          <FieldErrors errors={errors?.food_name} />
        </div>
      )}
      {mode === 'openai' && (
        <div className="field">
          <label htmlFor="gen-description">{t('studio.gen.description')}</label>
          <textarea id="gen-description" rows={3} value={description} onChange={(e) => setDescription(e.target.value)} disabled={busy} />
          <FieldErrors errors={errors?.description} />
        </div>
      )}
      {mode === 'url' && (
        <div className="field">
          <label htmlFor="gen-url">{t('studio.gen.url')}</label>
          <input id="gen-url" type="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder={URL_PLACEHOLDER} disabled={busy} />
          <FieldErrors errors={errors?.url} />
        </div>
      )}
      {mode === 'text' && (
        <div className="field">
          <label htmlFor="gen-text">{t('studio.gen.text')}</label>
          <textarea id="gen-text" rows={10} value={text} onChange={(e) => setText(e.target.value)} placeholder={t('studio.gen.textPlaceholder')} disabled={busy} />
          <FieldErrors errors={errors?.text} />
        </div>
      )}

      {mode !== 'url' && (
      <div className="generation-extras">
        <div className="field">
          <label htmlFor="gen-difficulty">{t('studio.gen.difficulty')}</label>
          <select id="gen-difficulty" value={difficulty} onChange={(e) => setDifficulty(e.target.value)} disabled={busy} {...invalidDifficulty}>
            {DIFFICULTY_CHOICES.map((d) => (
              <option key={d} value={d}>
                {levelWord(t, d)}
              </option>
            ))}
          </select>
          <FieldErrors id="gen-difficulty-errors" errors={errors?.difficulty} />
        </div>
        <div className="field">
          <label htmlFor="gen-servings">{t('studio.gen.servings')}</label>
          <input id="gen-servings" type="number" min={1} value={servings} onChange={(e) => setServings(e.target.value)} disabled={busy} {...invalidServings} />
          <FieldErrors id="gen-servings-errors" errors={errors?.servings} />
        </div>
        {mode === 'openai' && (
          <div className="field">
            <label htmlFor="gen-time">{t('studio.gen.time')}</label>
            <input id="gen-time" type="number" min={1} value={time} onChange={(e) => setTime(e.target.value)} disabled={busy} {...invalidTime} />
            <FieldErrors id="gen-time-errors" errors={errors?.time} />
          </div>
        )}
        <div className="field">
          <label htmlFor="gen-participants">{t('studio.gen.participants')}</label>
          <input id="gen-participants" value={participants} onChange={(e) => setParticipants(e.target.value)} disabled={busy} {...invalidParticipants} />
          <FieldErrors id="gen-participants-errors" errors={errors?.participants} />
        </div>
      </div>
      )}

      {message && <Banner kind={message.kind}>{message.text}</Banner>}
      <AiCallProgress call={aiCall} deadlineSeconds={mode === 'openai' ? aiStatus.data?.deadline_seconds : undefined} kind="generate" />
      <Button type="submit" busy={busy} disabled={aiUnavailable} className="button-block">
        {busy ? t('studio.gen.busy') : t('studio.gen.submit')}
      </Button>
    </form>
  );
}
