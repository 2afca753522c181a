import { useRef, useState, type FormEvent } from 'react';
import { serverMessage } from '../../app/errors';
import { trpc, type RouterOutputs } from '../../app/trpc';
import { useT } from '../../i18n';
import { AiCallProgress, useAiCall } from './AiCallProgress';
import { resultText } from './ai-words';
import type { GraphSelection } from '../taskmap/TaskFlow';

export type EditedRecipe = RouterOutputs['studio']['edit']['data'];
/** A saved recipe's AI edit, waiting for review. */
export type EditProposal = NonNullable<RouterOutputs['studio']['edit']['proposal']>;

interface ChatMessage {
  id: number;
  type: 'user' | 'assistant' | 'error';
  content: string;
  timestamp: Date;
}

interface AiChatPanelProps {
  /** The recipe as the studio holds it (sent as `current_recipe`). */
  currentRecipe: Record<string, unknown>;
  selected: GraphSelection | null;
  /** `proposal` is set when the recipe is saved: the edit waits for Accept or Discard. */
  onEdited: (data: EditedRecipe, proposal: EditProposal | null) => void;
}

/** The AI recipe editor chat (spec 02 §2). */
export function AiChatPanel({ currentRecipe, selected, onEdited }: AiChatPanelProps) {
  const t = useT();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [input, setInput] = useState('');
  const nextId = useRef(1);
  const client = trpc.useUtils().client;
  const aiCall = useAiCall();
  const aiStatus = trpc.studio.aiStatus.useQuery(undefined, { staleTime: 60_000 });
  const busy = aiCall.running;

  const add = (type: ChatMessage['type'], content: string) =>
    setMessages((list) => [...list, { id: nextId.current++, type, content, timestamp: new Date() }]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const instruction = input.trim();
    if (!instruction || busy) return;
    add('user', instruction);
    setInput('');
    try {
      const result = await aiCall.run((signal, callId) => client.studio.edit.mutate({ current_recipe: currentRecipe, edit_instruction: instruction, selected_element: selected, call_id: callId }, { signal }));
      if (result.success) {
        add('assistant', resultText(t, result, t('api.studio.edited')));
        onEdited(result.data, result.proposal);
      } else {
        add('error', resultText(t, result, t('studio.chat.failed')));
      }
    } catch (error) {
      if (aiCall.wasCancelled(error)) return add('error', t('studio.ai.cancelled'));
      add('error', serverMessage(error, t) ?? t('studio.chat.error'));
    }
  };

  return (
    <aside className="ai-chat" aria-label={t('studio.chat.title')}>
      <header className="ai-chat-header">
        <h3>{t('studio.chat.title')}</h3>
        <p className="muted">{selected ? t('studio.chat.editing', { type: selected.type, id: selected.id }) : t('studio.chat.askMe')}</p>
      </header>
      <div className="ai-chat-messages" aria-live="polite">
        {messages.length === 0 && (
          <div className="ai-chat-empty">
            <p>{t('studio.chat.start')}</p>
            <ul className="muted">
              <li>{t('studio.chat.example1')}</li>
              <li>{t('studio.chat.example2')}</li>
            </ul>
          </div>
        )}
        {messages.map((m) => (
          <div key={m.id} className={`chat-bubble chat-${m.type}`}>
            {m.content}
          </div>
        ))}
        {busy && <div className="chat-bubble chat-pending">{t('studio.chat.pending')}</div>}
        <AiCallProgress call={aiCall} deadlineSeconds={aiStatus.data?.deadline_seconds} kind="edit" />
      </div>
      <form className="ai-chat-form" onSubmit={(e) => void submit(e)}>
        <input value={input} onChange={(e) => setInput(e.target.value)} placeholder={t('studio.chat.inputPlaceholder')} aria-label={t('studio.chat.inputLabel')} disabled={busy} />
        <button type="submit" className="button button-primary" disabled={busy || !input.trim()}>
          {t('studio.chat.send')}
        </button>
      </form>
    </aside>
  );
}
