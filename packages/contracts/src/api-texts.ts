/**
 * Every text the server says to people (errors, field errors, live notifications, result messages),
 * by code. The English is what the spec writes (REST and /ws keep it, word for word); the web app
 * shows the translation of `api.<code>` from the code and its params (issue 30), and its tests check
 * that every code here has its message. Plain constants, no zod.
 *
 * Templates: `{param}` placeholders, and `{count, plural, one {...} other {...}}` where a count
 * changes the words (`#` is the count), as in ICU MessageFormat.
 */
export const API_TEXTS = {
  // Forms and the server in general
  'form.fixErrors': 'Please fix the errors below:',
  'form.expectedObject': 'Expected a JSON object.',
  'server.error': 'Something went wrong on the server.',
  'server.storageFull': "The server's storage is full, so this change could not be saved. Free some space on the server's disk, then try again; everything saved before is safe.",
  'server.notFound': 'Not found',

  // Field errors (zod schemas and services)
  'field.required': 'This field is required.',
  'field.blank': 'This field may not be blank.',
  'field.text': 'Must be text.',
  'field.number': 'Must be a number.',
  'field.wholeNumber': 'Must be a whole number.',
  'field.boolean': 'Must be true or false.',
  'field.maxLength': 'Ensure this field has no more than {max} characters.',
  'field.min': 'Ensure this value is at least {min}.',
  'field.max': 'Ensure this value is at most {max}.',
  'field.notBelowZero': 'Cannot be below 0.',
  'field.numberOrRange': 'Must be a number or a range like 2-4.',
  'field.skillLevel': 'Choose beginner, intermediate, advanced or expert.',
  'field.recipeStatus': 'Choose draft, published or archived.',
  'field.nodeOrEdge': 'Choose node or edge.',
  'field.stationPreference': 'Choose rotation or fixed.',
  'field.skipOrCopy': 'Choose skip or copy.',
  'field.rating': 'Choose a rating from 1 to 5.',
  'field.chooseRecipe': 'Choose a recipe.',
  'field.chooseCook': 'Choose a cook.',
  'field.equipmentType': 'Unknown equipment type.',
  'field.skillIds': 'Skills are skill ids.',
  'field.shareToken': 'Use 8 to 64 letters, digits, dashes or underscores.',
  'field.proposalId': 'A proposal id is required.',
  'field.savedRecipeId': 'A saved recipe id is required.',
  'field.describeChange': 'Describe the change you want.',
  'field.currentRecipe': 'The current recipe is required.',
  'field.dependencyMap': 'Expected a map from task id to the ids it depends on.',
  'field.dependencyObject': 'Expected an object with task_dependencies.',

  // Accounts (spec 01 §5, §9)
  'auth.required': 'Authentication credentials were not provided.',
  'auth.forbidden': 'You do not have permission to perform this action.',
  'auth.hostsOnly': 'Only hosts can do this.',
  'auth.staffOnly': 'Staff access required.',
  'auth.usernameShort': 'Must be at least 3 characters long',
  'auth.passwordShort': 'Password must be at least 8 characters long',
  'auth.passwordsDiffer': 'Passwords do not match',
  'auth.emailInvalid': 'Enter a valid email address.',
  'auth.usernameTaken': 'A user with that username already exists.',
  'auth.usernameChars': 'Use letters, digits and . _ - only.',
  'auth.badCredentials': 'Invalid username or password.',
  'auth.userNotFound': "User '{username}' not found",
  'auth.tooManyLogins': 'Too many failed login attempts. Please wait a minute and try again.',
  'auth.tooManyRegistrations': 'Too many registrations from this address. Please try again later.',

  // Things not found
  'notFound.recipe': 'Recipe not found',
  'notFound.task': 'Task not found',
  'notFound.session': 'Session not found',
  'notFound.participant': 'Participant not found',
  'notFound.assignment': 'Task assignment not found',
  'notFound.proposal': 'Proposal not found',
  'notFound.kitchen': 'Kitchen not found',
  'notFound.skill': 'Skill not found',
  'notFound.shoppingList': 'Shopping list not found',
  'notFound.sessionRecipe': 'Recipe in this session not found',
  'notFound.other': '{what} not found',

  // Kitchens
  'kitchen.hostsOnly': 'Only hosts can create kitchens.',
  'kitchen.nameRequired': 'Kitchen name is required',
  'kitchen.inUse': 'This kitchen is used by {sessions}. End {count, plural, one {it} other {them}} before deleting the kitchen.',

  // Recipes and their task graph
  'recipe.duplicateTaskKey': "Duplicate task key '{key}'",
  'recipe.unknownTask': "Unknown task '{key}'",
  'recipe.selfDependency': 'A task cannot depend on itself',
  'recipe.selfDependencyDot': 'A task cannot depend on itself.',
  'recipe.timerMinutes': 'A timer task needs timer minutes',
  'recipe.timerMinutesDot': 'A timer task needs timer minutes.',
  'recipe.unknownSkill': "Unknown skill '{skill}'. Use a skill from the skills list.",
  'recipe.language': 'Use a two-letter language code.',
  'recipe.unknownEquipment': "Unknown equipment '{equipment}'. Use one of: {choices}.",
  'recipe.unknownTaskIds': 'Unknown task ids: {ids}',
  'recipe.cycle': 'This would create a cycle: {names}',

  // Oven settings and courses (issue 34)
  'recipe.ovenTemperature': 'Enter an oven temperature from {min} to {max} °C.',
  'recipe.course': 'Choose starter, main, side or dessert.',
  'plan.courseTwice': 'Give each course one serve time.',
  'plan.courseBeforeNow': 'The {course} would be served before now. Choose a later time.',
  'plan.courseOrder': 'The {later} would be served before the {earlier}. Change the times, or keep this order on purpose.',
  'plan.courseNeedsMain': 'Give the main course a serve time.',

  // Recipe files and the studio
  'import.chooseFile': 'Choose at least one recipe file.',
  'import.chooseFileField': 'Choose at least one recipe file (multipart field "file").',
  'import.fileTooLarge': 'The file is larger than 20 MB.',
  'import.tooManyFiles': 'At most {max} files at once.',
  'import.tooManyParts': 'The upload has too many parts.',
  'import.notMultipart': 'Send the recipe files as multipart/form-data, in the field "file".',
  'import.badMultipart': 'The upload is not valid multipart/form-data ({detail}).',
  'import.noRecipe': 'No recipe found in the files.',
  'import.noTasks': 'The recipe has no tasks.',
  'import.formatChoice': 'Choose a format: brigade, cooklang or jsonld.',
  'studio.modeChoice': 'Choose a mode: openai, url or text.',
  'studio.urlRequired': 'URL is required for URL mode',
  'studio.urlInvalid': 'Please enter a valid URL',
  'studio.nameRequired': 'Recipe name is required for OpenAI mode',
  'studio.textRequired': 'Recipe text is required for text mode',
  'studio.generated': 'Recipe generated successfully!',
  'studio.saved': 'Recipe saved successfully! (Recipe #{id}) - Now available in Browse tab.',
  'studio.edited': 'Recipe updated successfully! The changes have been applied.',
  'studio.proposed': 'The AI proposes these changes. Review them, then accept or discard them.',
  'studio.accepted': 'Recipe updated via AI chat!',
  'studio.discarded': 'AI changes discarded. The recipe is unchanged.',
  'studio.stale': 'The recipe changed after the AI proposed these changes. Discard them and ask again.',
  'studio.cancelled': 'The AI request was cancelled.',
  'studio.paceProposal': 'Kitchens took longer than written: {tasks}. Brigade proposes the times they really took.',

  // Sessions: planning and the host's changes
  'session.hostsOnly': 'Only hosts can create sessions.',
  'session.hostOnly': "Only the session's host can do this.",
  'session.notMember': 'You are not part of this session.',
  'session.kitchenRequired': 'Please select a kitchen',
  'session.codeInvalid': 'Please enter a valid 6-character session code',
  'session.nameRequired': 'Please enter your name',
  'session.recipeNotFound': 'Recipe not found.',
  'session.addRecipesWaiting': 'Recipes can be added only while the session is waiting.',
  'session.recipeInUse': 'Only recipes that are neither active nor completed can be removed.',
  'session.ended': 'This session has ended.',
  'session.taskDone': 'This task is already done; finished work cannot be changed.',
  'session.unknownEdge': 'Unknown task in {from} → {to}',
  'session.lateEdge': '{task} is already done; it cannot wait for another task now.',
  'session.deleteStarted': 'Only a session that has not started can be deleted. End it instead.',
  'session.deleted': 'Session deleted.',
  'session.pauseNotRunning': 'Only a running session can be paused.',
  'session.resumeNotRunning': 'Only a running session can be resumed.',
  'session.alreadyStarted': 'This session has already started.',
  'session.noRecipes': 'Add at least one recipe before starting the session.',
  'session.alreadyEnded': 'This session has already ended.',
  'session.notRunning': 'The session is not running.',
  'session.notActive': 'The session is not active.',
  'plan.dinersRange': 'Enter a number of diners from {min} to {max}.',
  'plan.serveAtInvalid': 'Enter a serve time such as 19:30.',
  'plan.activeOnly': 'Only the serve time and the number of diners can change once the session has started.',
  'plan.ended': 'This session has ended; its settings can no longer change.',
  'plan.cooksRange': 'Choose from 1 to 12 cooks.',

  // Joining, and cooks taken out (issue 12)
  'join.ended': 'This session has ended. Ask the host for a new code.',
  'join.nameTaken': "The name '{name}' is already taken in this session.",
  'join.registeredName': "The name '{name}' belongs to a registered cook in this session.",
  'join.awayName': "The name '{name}' belongs to a cook who is away. Rejoin from the same phone, or ask the host to let you back in.",
  'join.removed': 'The host removed you from this session. Ask the host to let you back in.',
  'kick.removed': 'The host removed you from this session.',
  'kick.disconnected': 'The host disconnected you. Rejoin the session to carry on.',

  // Cooks and the host during the meal
  'cook.notInSession': 'You are not a cook in this session.',
  'cook.ownSkillsOnly': 'You can only change your own skills.',
  'cook.unknownSkillIds': 'Unknown skill ids: {ids}',
  'cook.notInSessionField': 'This cook is not in the session.',
  'cook.notConnected': 'This cook is not connected.',
  'cook.onBreak': 'This cook is on a break.',
  'cook.alreadyCooking': '{name} is already cooking.',
  'task.anotherCook': 'This task is assigned to another cook.',
  'task.alreadyTaken': 'This task is already being cooked or done.',
  'task.notReady': 'This task waits for other tasks first: give it to a cook once it is ready.',
  'task.notHanded': 'This task has not been handed to you yet.',
  'task.notInProgress': 'This task is not in progress.',
  'task.timerStillRunning': 'The timer is still running: wait for it to ring, or finish early.',
  'task.opIdReused': 'This operation id was already used for another tap.',
  'task.pauseNotStarted': 'Only a task you are working on can be paused.',
  'task.pauseTimerRunning': 'The timer is running and carries on without you: finish early if you are done.',
  'task.backInPlan': '{task} is back in the plan with {minutes} min done.',
  'help.onlyInProgress': 'Help can be requested only for a task in progress.',
  'help.alreadyRequested': 'Help is already requested for this task. The host has been told.',
  'help.nobodyAsked': 'Nobody asked for help with this task.',
  'help.onTheWay': 'Help is on the way',
  'help.requested': '{name} needs help with "{task}"',
  'help.requestedAnonymous': 'A cook needs help with "{task}"',
  'help.answered': 'The host is on the way to help with "{task}"',
  'rejoin.removed': '{name} was removed and asks to rejoin.',
  'rejoin.away': 'Someone on another phone asks to cook as {name}, who is away.',
  'participant.mayRejoin': '{name} may rejoin with the same name.',
  'participant.tasksReturned': '{count, plural, one {# task} other {# tasks}} returned to the pool for {name}.',
  'participant.disconnected': '{name} was disconnected.',
  'participant.removed': '{name} was removed from the session.',
  'participant.left': '{name} left the session.',
  'participant.refreshed': 'Task assignments refreshed.',

  // Stalls: what the kitchen waits for (the host's banner, the cooks' line). Their params also
  // carry the keys, a JSON array of strings, for the web app to name them in its own language:
  // `equipment_keys` (['oven']) beside `equipment`, `skill_keys` (['plating']) beside `skills`.
  'stall.noCooks': 'Waiting for a cook to join ({task})',
  'stall.onBreak': 'Waiting for a cook to come back from their break ({task})',
  'stall.equipment': 'Waiting for {equipment} ({task})',
  'stall.skill': 'Waiting for someone who can do {skills} ({task})',

  // The live compatibility channel (/ws)
  'ws.notJson': 'Messages must be JSON.',
  'ws.unknownType': "Unknown message type '{type}'.",
  'ws.codeRequired': 'Session code is required',
  'ws.tokenRequired': 'Authentication token required',
  'ws.badToken': 'Invalid or expired token',
  'ws.connectionFailed': 'Connection failed',

  // zod's own field errors, for schemas without a message of their own (zod's English, word for word)
  'zod.invalidType': 'Invalid input: expected {expected}, received {received}',
  'zod.invalidValue': 'Invalid input: expected {expected}',
  'zod.invalidOption': 'Invalid option: expected one of {options}',
  'zod.tooSmall': 'Too small: expected {origin} to be >={minimum}',
  'zod.tooSmallExclusive': 'Too small: expected {origin} to be >{minimum}',
  'zod.tooBig': 'Too big: expected {origin} to be <={maximum}',
  'zod.tooBigExclusive': 'Too big: expected {origin} to be <{maximum}',
  'zod.tooShort': 'Too small: expected string to have >={minimum} characters',
  'zod.tooLong': 'Too big: expected string to have <={maximum} characters',
  'zod.tooFew': 'Too small: expected array to have >={minimum} items',
  'zod.tooMany': 'Too big: expected array to have <={maximum} items',
  'zod.invalidEmail': 'Invalid email address',
  'zod.invalidUrl': 'Invalid URL',
  'zod.invalidUuid': 'Invalid UUID',
  'zod.invalidDate': 'Invalid ISO date',
  'zod.invalidDatetime': 'Invalid ISO datetime',
  'zod.invalidTime': 'Invalid ISO time',
  'zod.invalidPattern': 'Invalid string: must match pattern {pattern}',
  'zod.notMultipleOf': 'Invalid number: must be a multiple of {divisor}',
  'zod.unrecognizedKeys': '{count, plural, one {Unrecognized key} other {Unrecognized keys}}: {keys}',
  'zod.invalidInput': 'Invalid input',

  // Recipe files: why a file or a recipe in it was not imported, and what to check in one that was
  'import.fileEmpty': 'the file is empty',
  'import.fileNoRecipe': 'no recipe found in it',
  'import.fileNested': 'a compressed file inside a compressed file',
  'import.fileBadJson': 'the JSON is not valid ({detail})',
  'import.fileNoSchemaRecipe': 'the page holds no schema.org Recipe',
  'import.fileBadCooklang': 'the Cooklang cannot be read ({detail})',
  'import.fileUnknownKind': 'not a recipe file Brigade can read; it reads {kinds}',
  'import.fileUnknownJson': 'JSON that is not a recipe Brigade can read; it reads {kinds}',
  'import.fileTooManyEntries': 'the archive holds more than {max} entries',
  'import.fileUnpacksTooLarge': 'the archive unpacks to more than {mb} MB',
  'import.fileArchiveDamaged': 'the archive is damaged ({detail})',
  'import.fileCompressedDamaged': 'the compressed data is damaged ({detail})',
  'import.fileNewerExport': 'a Brigade export of version {version} (this server reads version {supported})',
  'import.fileInvalidRecipe': 'the recipe is not valid: {path}: {detail}',
  'import.fileOverLimit': 'the file is larger than the {mb} MB limit',
  'import.fileLarger': 'the file is larger than {mb} MB',
  'import.recipeNoSteps': 'no steps to make tasks from',
  'import.warningTooManyActions': 'The method has {count} actions; only the first {max} were kept.',
  'import.warningNoIngredients': 'No ingredient list: no ingredients are attached to tasks.',
  'import.warningUnusedIngredients': 'Used by no task (check them): {names}.',
  'import.warningNoServings': 'No servings given: {servings} assumed.',
  'import.warningUntimed': '{untimed} of {count} tasks state no time: their minutes are guesses.',
  'import.warningRecipeReferences': 'Refers to other recipes, kept as ingredients: {names}.',
} as const;

export type ApiTextCode = keyof typeof API_TEXTS;
export type ApiTextParams = Record<string, string | number>;

/** A server text by code, for clients to show in their own language (beside the English). */
export interface ApiText {
  code: ApiTextCode;
  params: ApiTextParams;
}

type Part = { text: string } | { param: string } | { plural: string; one: Part[]; other: Part[] };

/** A template as literal text, `{param}`s and plural blocks (one level, as the table uses). */
function parse(template: string): Part[] {
  const parts: Part[] = [];
  const re = /\{(\w+), plural, one \{([^{}]*)\} other \{([^{}]*)\}\}|\{(\w+)\}/g;
  let at = 0;
  for (let m = re.exec(template); m; m = re.exec(template)) {
    if (m.index > at) parts.push({ text: template.slice(at, m.index) });
    if (m[1]) parts.push({ plural: m[1], one: hashes(m[2]!, m[1]), other: hashes(m[3]!, m[1]) });
    else parts.push({ param: m[4]! });
    at = m.index + m[0].length;
  }
  if (at < template.length) parts.push({ text: template.slice(at) });
  return parts;
}

const hashes = (branch: string, param: string): Part[] =>
  branch.split('#').flatMap((text, i) => (i === 0 ? [{ text }] : [{ param }, { text }])).filter((p) => !('text' in p) || p.text !== '');

const PARSED = new Map<ApiTextCode, Part[]>(Object.entries(API_TEXTS).map(([code, template]) => [code as ApiTextCode, parse(template)]));

function render(parts: Part[], params: ApiTextParams): string {
  return parts
    .map((p) => {
      if ('text' in p) return p.text;
      if ('param' in p) return String(params[p.param] ?? `{${p.param}}`);
      return render(Number(params[p.plural]) === 1 ? p.one : p.other, params);
    })
    .join('');
}

/** The English text of a code, as the API sends it. */
export function apiText(code: ApiTextCode, params: ApiTextParams = {}): string {
  return render(PARSED.get(code)!, params);
}

/** The English `message` with its `code` and `params`, as a live notification carries them. */
export const apiMessage = <C extends ApiTextCode>(code: C, params: ApiTextParams = {}): { message: string; code: C; params: ApiTextParams } => ({
  message: apiText(code, params),
  code,
  params,
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Matcher {
  code: ApiTextCode;
  re: RegExp;
  /**
   * Capture group n (1-based) fills this param; plural counts are numbers. A plural branch without
   * `#` captures nothing of the count: its group is empty and stands for 1 (one) or 2 (other).
   */
  groups: Array<{ param: string; count: boolean; implied?: number }>;
  literal: number;
}

function matcher(code: ApiTextCode, parts: Part[]): Matcher {
  const groups: Matcher['groups'] = [];
  let literal = 0;
  const source = (list: Part[], countOf?: string): string =>
    list
      .map((p) => {
        if ('text' in p) {
          literal += p.text.length;
          return escape(p.text);
        }
        if ('param' in p) {
          groups.push({ param: p.param, count: p.param === countOf });
          return p.param === countOf ? '(\\d+)' : '(.+?)';
        }
        const branch = (list: Part[], implied: number) => {
          if (list.some((q) => 'param' in q && q.param === p.plural)) return source(list, p.plural);
          groups.push({ param: p.plural, count: true, implied });
          return `()${source(list, p.plural)}`;
        };
        return `(?:${branch(p.one, 1)}|${branch(p.other, 2)})`;
      })
      .join('');
  const re = new RegExp(`^${source(parts)}$`, 's');
  return { code, re, groups, literal };
}

/** Most literal text first: 'Recipe not found' wins over '{what} not found'. */
const MATCHERS = [...PARSED].map(([code, parts]) => matcher(code, parts)).sort((a, b) => b.literal - a.literal);

/**
 * The code and params of an English server text (one built elsewhere, e.g. by a zod schema), or
 * null for a text that is not in the table.
 */
export function apiTextOf(message: string | null | undefined): ApiText | null {
  if (!message) return null;
  for (const m of MATCHERS) {
    const found = m.re.exec(message);
    if (!found) continue;
    const params: ApiTextParams = {};
    m.groups.forEach((g, i) => {
      const value = found[i + 1];
      if (value === undefined || g.param in params) return;
      params[g.param] = g.implied ?? (g.count ? Number(value) : value);
    });
    return { code: m.code, params };
  }
  return null;
}
