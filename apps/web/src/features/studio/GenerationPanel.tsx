import { useState, type FormEvent } from 'react';
import { isWebAddress } from '@brigade/contracts';
import { useAuth } from '../../app/auth';
import { formFailure } from '../../app/form-errors';
import { trpc, type RouterOutputs } from '../../app/trpc';
import { Banner, Button, FieldErrors } from '../../ui';
import { kitchenWord } from '../../app/kitchen-words';
import { DIFFICULTY_CHOICES } from '../taskmap/task-display';
import { AI_CANCELLED, AiCallProgress, useAiCall } from './AiCallProgress';

export type GenerationResult = RouterOutputs['studio']['generate'];
export type GenerationMode = 'openai' | 'url' | 'text';

/** Spec 02 §9 generator defaults. */
export const GENERATOR_DEFAULTS = { servings: 4, time: 60, participants: '2-4', mode: 'openai' as GenerationMode };

export const AI_NOT_CONFIGURED = 'AI generation is not configured';

const MODES: Array<{ mode: GenerationMode; label: string }> = [
  { mode: 'openai', label: 'AI Generation' },
  { mode: 'url', label: 'URL Scraping' },
  { mode: 'text', label: 'Text' },
];

const WHOLE_NUMBER = 'Enter a whole number of at least 1.';

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
  if (!isStaff) {
    return (
      <div className="generation-panel generation-denied" role="alert">
        <h2>Staff Access Required</h2>
        <p>Recipe generation is only available to staff users. Please contact an administrator if you need access.</p>
      </div>
    );
  }
  return <GenerationForm {...props} />;
}

function GenerationForm({ onGenerated }: GenerationPanelProps) {
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

  const switchMode = (next: GenerationMode) => {
    setMode(next);
    setMessage(null);
    setErrors(null);
  };

  const validate = (): Record<string, string[]> | null => {
    if (mode === 'openai' && !foodName.trim()) return { food_name: ['Recipe name is required for OpenAI mode'] };
    if (mode === 'url' && !url.trim()) return { url: ['URL is required for URL mode'] };
    if (mode === 'url' && !isWebAddress(url)) return { url: ['Please enter a valid URL'] };
    if (mode === 'text' && !text.trim()) return { text: ['Recipe text is required for text mode'] };
    const numbers: Record<string, string[]> = {};
    if (mode !== 'url' && wholeNumber(servings) === null) numbers.servings = [WHOLE_NUMBER];
    if (mode === 'openai' && wholeNumber(time) === null) numbers.time = [WHOLE_NUMBER];
    return Object.keys(numbers).length > 0 ? numbers : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const problems = validate();
    setErrors(problems);
    if (problems) return;
    const wanted = { difficulty_level: difficulty as 'beginner', servings: wholeNumber(servings)!, participants };
    const input =
      mode === 'openai'
        ? { mode, food_name: foodName.trim(), ...(description.trim() ? { description: description.trim() } : {}), ...wanted, estimated_time_minutes: wholeNumber(time)!, preview_only: false }
        : mode === 'url'
          ? { mode, url: url.trim(), preview_only: false }
          : { mode, text, ...(foodName.trim() ? { food_name: foodName.trim() } : {}), ...wanted, preview_only: false };
    try {
      const result = await aiCall.run((signal, callId) => client.studio.generate.mutate(mode === 'openai' ? { ...input, call_id: callId } : input, { signal }));
      if (!result.success) {
        setMessage({ kind: 'error', text: 'Failed to generate recipe' });
        return;
      }
      setMessage({ kind: 'success', text: result.message || 'Recipe generated successfully!' });
      onGenerated(result);
    } catch (error) {
      if (aiCall.wasCancelled(error)) return setMessage({ kind: 'error', text: AI_CANCELLED });
      const failure = formFailure(error, { fields: GENERATION_FIELDS, fallback: error instanceof Error && error.message ? error.message : 'An error occurred while generating the recipe' });
      setErrors(failure.fields ?? null);
      setMessage({ kind: 'error', text: failure.banner });
    }
  };

  return (
    <form className="generation-panel form" onSubmit={(e) => void submit(e)} noValidate>
      <h2>Generate a Recipe</h2>
      <div className="mode-switch" role="radiogroup" aria-label="Generation mode">
        {MODES.map((m) => (
          <button key={m.mode} type="button" role="radio" aria-checked={mode === m.mode} className={`mode-option${mode === m.mode ? ' mode-option-on' : ''}`} onClick={() => switchMode(m.mode)}>
            {m.label}
          </button>
        ))}
      </div>

      {aiUnavailable && <Banner kind="info">{AI_NOT_CONFIGURED}</Banner>}

      {(mode === 'openai' || mode === 'text') && (
        <div className="field">
          <label htmlFor="gen-food-name">{mode === 'openai' ? 'Food name' : 'Recipe name (optional)'}</label>
          <input id="gen-food-name" value={foodName} onChange={(e) => setFoodName(e.target.value)} placeholder={mode === 'openai' ? 'e.g. Chicken curry' : ''} disabled={busy} />
          <FieldErrors errors={errors?.food_name} />
        </div>
      )}
      {mode === 'openai' && (
        <div className="field">
          <label htmlFor="gen-description">Description (optional)</label>
          <textarea id="gen-description" rows={3} value={description} onChange={(e) => setDescription(e.target.value)} disabled={busy} />
          <FieldErrors errors={errors?.description} />
        </div>
      )}
      {mode === 'url' && (
        <div className="field">
          <label htmlFor="gen-url">Recipe URL</label>
          <input id="gen-url" type="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://..." disabled={busy} />
          <FieldErrors errors={errors?.url} />
        </div>
      )}
      {mode === 'text' && (
        <div className="field">
          <label htmlFor="gen-text">Recipe text</label>
          <textarea id="gen-text" rows={10} value={text} onChange={(e) => setText(e.target.value)} placeholder="Paste the ingredients and steps" disabled={busy} />
          <FieldErrors errors={errors?.text} />
        </div>
      )}

      {mode !== 'url' && (
      <div className="generation-extras">
        <div className="field">
          <label htmlFor="gen-difficulty">Difficulty</label>
          <select id="gen-difficulty" value={difficulty} onChange={(e) => setDifficulty(e.target.value)} disabled={busy} {...invalid('difficulty')}>
            {DIFFICULTY_CHOICES.map((d) => (
              <option key={d} value={d}>
                {kitchenWord(d)}
              </option>
            ))}
          </select>
          <FieldErrors id="gen-difficulty-errors" errors={errors?.difficulty} />
        </div>
        <div className="field">
          <label htmlFor="gen-servings">Servings</label>
          <input id="gen-servings" type="number" min={1} value={servings} onChange={(e) => setServings(e.target.value)} disabled={busy} {...invalid('servings')} />
          <FieldErrors id="gen-servings-errors" errors={errors?.servings} />
        </div>
        {mode === 'openai' && (
          <div className="field">
            <label htmlFor="gen-time">Time estimate (min)</label>
            <input id="gen-time" type="number" min={1} value={time} onChange={(e) => setTime(e.target.value)} disabled={busy} {...invalid('time')} />
            <FieldErrors id="gen-time-errors" errors={errors?.time} />
          </div>
        )}
        <div className="field">
          <label htmlFor="gen-participants">Participants</label>
          <input id="gen-participants" value={participants} onChange={(e) => setParticipants(e.target.value)} disabled={busy} {...invalid('participants')} />
          <FieldErrors id="gen-participants-errors" errors={errors?.participants} />
        </div>
      </div>
      )}

      {message && <Banner kind={message.kind}>{message.text}</Banner>}
      <AiCallProgress call={aiCall} deadlineSeconds={mode === 'openai' ? aiStatus.data?.deadline_seconds : undefined} label="Generating" />
      <Button type="submit" busy={busy} disabled={aiUnavailable} className="button-block">
        {busy ? 'Generating...' : 'Generate Recipe'}
      </Button>
    </form>
  );
}
