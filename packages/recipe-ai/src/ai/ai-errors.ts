/** Thrown by every AI method when neither an API key nor a local model server is configured. */
export class AiNotConfiguredError extends Error {
  override readonly name = 'AiNotConfiguredError';
  constructor() {
    super('AI generation is not configured');
  }
}

/** Why an AI request gave no usable recipe. */
export type AiRecipeErrorCode = 'invalid_answer' | 'refused' | 'request_failed' | 'deadline' | 'cancelled';

/**
 * The model was reached but no valid recipe came back: it kept answering with invalid or
 * cyclic recipes, it refused, or the endpoint failed. `problems` holds the last answer's faults.
 */
export class AiRecipeError extends Error {
  override readonly name = 'AiRecipeError';
  readonly code: AiRecipeErrorCode;
  readonly problems: readonly string[];

  constructor(code: AiRecipeErrorCode, message: string, problems: readonly string[] = [], options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.problems = problems;
  }
}
