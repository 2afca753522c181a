/**
 * The kitchen's words in the languages recipes are pasted in besides English: German, French,
 * Spanish, Italian, Dutch and Portuguese. Each entry is a regular-expression alternation of word
 * starts (stems), so one stem finds the infinitive, the imperative and the participle
 * ("schneid" finds "schneiden", "schneide"; "coup" finds "couper", "coupez"). The English words
 * stay in `step-actions.ts`; these are added beside them.
 */
export const VERBS = {
  preheat: 'vorheiz|vorgeheizt|heiz\\S* (?:\\S+ ){0,4}vor\\b|backofen (?:\\S+ ){0,3}(?:auf|vorheiz)|préchauff|prechauff|precalent|precalient|preriscald|scaldare il forno|voorverwarm|verwarm de oven|pré-?aque[cç]|preaque[cç]',
  bake: 'backen\\b|backt\\b|überbacken|gebacken|enfourn|cuire au four|hornea|hornear|al horno|infornare|inforna|in forno|cuocere in forno|in de oven|afbakken|leve ao forno|levar ao forno|assar|asse\\b|ao forno',
  roast: 'gratinier|gratiner|gratinar|gratinare|gratineren|rôtir|rotir|asar\\b|arrostire|arrostit|roosteren|grillen|grelhar',
  simmer: 'köcheln|kocheln|schmor|dünst|dunst|garen|gar ziehen|einkochen|reduzier|mijot|braiser|pocher|réduire|fuego lento|fuego bajo|guis(?:ar|e|a|ad[oa])\\b|estof|reduc|sobbollire|stufare|brasare|ridurre|sudder|stoven|pocheren|inkoken|fogo baixo|fogo brando|reduz|ensopar',
  rest: 'ruhen|ruhe\\b|abkühl|auskühl|kühl|kalt stellen|marinier|einleg|gehen lassen|ziehen lassen|quellen|einweich|reposer|repos\\b|refroidi|mariner|marinez|lever\\b|tremper|infuser|réfrigér|reposar|enfri|marinar|leudar|remoj|refriger|riposare|riposo|raffredd|marinare|lievitare|ammoll|in frigo|rusten|afkoelen|marineren|rijzen|weken|koelkast|koel|descansar|arrefec|esfriar|levedar|demolh|geladeira|frigorífico',
  blend: 'pürier|purier|mixen|mixer|mixez|batidora|licu|tritur|frull|pureren|blender|liquidificador',
  knead: 'knet|pétri|petri|amas|impast|kneed|kneden|sovar',
  beat: 'schlagen|aufschlag|fouett|monter|batir|bate\\b|montar|montare|sbatt|klop|bater',
  fry: 'anbrat|mitbrat|weiterbrat|braten|brate\\b|brät|anschwitz|rösten|rosten|frittier|revenir|faire sauter|dorer|poêl|poel|sofr|freír|freir|fr[ií]e\\b|dorar|saltea|rehog|soffrigg|rosol|saltare|friggere|fruiten|fruit (?:de|het)\\b|aanbrad|roerbak|fritar|frite|dourar|refogar',
  deepFry: 'frittier|friture|en abundante aceite|frittura|frituur|imersão',
  boil: 'kochen|mitkoch|weiterkoch|koche\\b|kocht|aufkoch|erhitz|erwärm|aufwärm|blanchier|dämpf|dampf|cuire|cuisez|cuit|bouill(?:ir|ez|ant|e)\\b|chauff|blanchi|cocer|cuece|cocin|hierv|herv|calent|blanque|cuocere|cuoci|cuoce|bollire|bollit|scald|riscald|sbollent|ebollizione|bollore|koken|kook|verwarm|verhit|blancher|stomen|cozinh|cozer|coza|ferv|aquec|escald',
  cut: 'schneid|schnitt|hacke?n?\\b|würfel|wurfel|schäl|reib|zerdrück|zerdruck|halbier|vierteln|putzen|putz|entkern|hobel|coup(?:er|ez|ée?s?)\\b|hach|émin|emin|éplu|eplu|pele|pelez|râp|râp|rap(?:er|ez)\\b|écras|ecras|cisel|taill|dénoyaut|cort|pica|pique|pel(?:ar|a|e|ez|er)\\b|rall|troce|mach[aá]c|tagli(?:are|ate|a|ato|ati)\\b|trit|sbucci|grattugi|affett|snij|hakken|hak\\b|schil|rasp(?:en)?\\b|pel\\b|pellen|descasc|ral[ae]|fati(?:ar|e|as?)\\b|esmag|trinch',
  mix: 'misch|vermeng|verrühr|verruhr|rühr|ruhr|unterheb|würz|wurzen|abschmeck|sieb|mélang|melang|incorpor|remu|assaisonn|sal[ae]z|poivr|tamis|mezcl|remov(?:er|iendo)|salpiment|sazon|tamiz|mescol|amalgam|sal[ae]re|condi(?:re|te|sci)|setacc|meng|roer|kruid|zeef|zeven|mistur|mex[ae]|tempere|temperar|peneir|envolv',
  add: 'hinzufüg|zugeben|dazugeben|dazu geben|zufügen|hineingeben|geben|gib\\b|gießen|giess|giessen|ajout|vers[ae]|met(?:tre|tez)|añad|anad|agreg|ech(?:ar|e|a)\\b|pon(?:er|ga)|aggiung|unire|unite|mett|toevoeg|voeg|doe\\b|giet|adicion|acrescent|junt|coloqu|colocar|despej',
  serve: 'servier|anricht|garnier|bestreu|verteil|belegen|füllen|fullen|form(?:en|t)\\b|servi[rz]|dresse[rz]|garni|parsem|répart|repart|napp|emplat|decor|espolvor|rellen|serv(?:ire|ite|i)\\b|impiatt|guarn|cosparg|distribu|farc|serveer|serveren|opdienen|garneer|bestrooi|verdeel|vullen|vul\\b|polvilh|rechei|rechear',
} as const;

/** "Meanwhile" and "while …": the step runs beside the one before it. */
export const ALONGSIDE_WORDS =
  'meanwhile|in the meantime|at the same time|while\\b|whilst\\b|alongside|in parallel|währenddessen|wahrenddessen|während\\b|wahrend\\b|inzwischen|in der zwischenzeit|unterdessen|gleichzeitig|parallel|pendant ce temps|pendant que|entre-?temps|en même temps|mientras tanto|mientras\\b|entretanto|al mismo tiempo|nel frattempo|intanto|mentre\\b|contemporaneamente|ondertussen|intussen|terwijl|tegelijkertijd|enquanto isso|enquanto\\b|ao mesmo tempo|その間に|同時に';

/** "Then", "once …", "after that": the step waits for the one before it. */
export const AFTER_WORDS =
  'then|next|after (?:that|this)|afterwards|once\\b|when\\b|now\\b|finally|dann\\b|danach|anschließend|anschliessend|nun\\b|jetzt\\b|zum schluss|sobald|wenn\\b|puis\\b|ensuite|une fois|quand\\b|lorsque|enfin|finalement|luego|después|despues|una vez|cuando|finalmente|poi\\b|dopo\\b|quindi|una volta|quando|infine|daarna|dan\\b|vervolgens|zodra|als\\b|tot slot|depois|em seguida|assim que|por fim';

/** "Then" between two clauses of one sentence, where the sentence splits into two actions. */
export const THEN_WORDS = '(?:and\\s+)?then|(?:und\\s+)?dann|anschließend|(?:et\\s+)?(?:puis|ensuite)|(?:y\\s+)?(?:luego|después)|(?:e\\s+)?poi|(?:en\\s+)?daarna|(?:e\\s+)?depois';

/** Verbs that start an action though they only move things ("add", "pour"), in every language. */
export const MOVING_WORDS = `(?:add|pour|transfer|put|place|remove|return|cover|uncover|drain|season|leave|let|set|bring|turn|tip|spoon|scatter|stir|serve|flip|lift|take|wrap|press|squeeze|sprinkle|spread|top|garnish|heat|cook|mix|whisk)\\b|${VERBS.add}`;

/** Words that name a vessel a step starts afresh in ("In a large bowl", "In einer Schüssel"). */
export const NEW_VESSEL_WORDS =
  '(?:in|into|using)\\s+(?:a|an|another)\\s+(?:(?:separate|second|clean|large|small|medium|big|heavy|deep|heavy-based|non-stick|mixing|frying|roasting)\\s+){0,2}(?:bowl|jug|pan|saucepan|pot|skillet|wok|dish|tin|tray|casserole)\\b|in einer?\\s+(?:\\S+\\s+)?(?:schüssel|pfanne|topf|schale|auflaufform)|in einem\\s+(?:\\S+\\s+)?(?:topf|gefäß|bräter)|dans une?\\s+(?:\\S+\\s+)?(?:saladier|bol|poêle|casserole|cocotte|plat|jatte)|en una?\\s+(?:\\S+\\s+)?(?:bol|sartén|olla|cacerola|fuente|cazuela)|in una?\\s+(?:\\S+\\s+)?(?:ciotola|padella|pentola|casseruola|teglia|terrina)|in een\\s+(?:\\S+\\s+)?(?:kom|pan|koekenpan|braadpan|ovenschaal)|(?:em|numa|num)\\s+(?:uma?\\s+)?(?:\\S+\\s+)?(?:tigela|frigideira|panela|travessa|forma)';

/** Steps that start work on fresh ingredients: cutting, weighing, measuring. */
export const FRESH_START_WORDS = `(?:(?:roughly|finely|thinly|coarsely)\\s+)?(?:chop|dice|slice|mince|grate|peel|trim|wash|rinse|cut|shred|crush|zest|juice|measure|weigh|sift|halve|quarter|deseed|core|pick|prepare|make the)\\b|${VERBS.cut}|abwieg|wieg|waschen|wasch|laver|lavez|pes[ae]r|lavar|lava\\b|lavare|pesare|wassen|was\\b|wegen|pesar`;

/** Heating the oven, in English and the languages above ("Preheat the oven", "Backofen vorheizen", "Préchauffer le four"). */
export const PREHEAT_WORDS = `\\b(?:pre-?heat|heat the oven|turn (?:on )?the oven|set the oven)|${VERBS.preheat}`;

/**
 * Work that can start as early as it likes: heating the oven, boiling water, soaking,
 * marinating. It waits for what it uses, never for the step written before it.
 */
export const EARLY_START = new RegExp(
  [
    PREHEAT_WORDS,
    '\\b(?:bring|put)\\s+(?:a\\s+)?(?:large\\s+|big\\s+)?(?:pot|pan|saucepan)?\\s*(?:of\\s+)?(?:salted\\s+)?water|\\bboil (?:the |some )?(?:salted )?water|\\b(?:salz)?wasser (?:zum kochen bringen|aufsetzen|aufkochen)|\\bporter (?:à ébullition )?(?:une |la )?(?:grande )?(?:casserole d\'|d\')?eau|\\bponer (?:a hervir )?(?:abundante )?agua|\\bportare (?:a ebollizione )?(?:abbondante )?acqua|\\bwater (?:aan de kook|koken)|\\bferver (?:a )?água|\\b(?:leve|levar) (?:a )?água',
    '\\b(?:soak|marinate)|\\b(?:einweich|marinier|einleg)|\\b(?:tremper|faire tremper|mariner|marinez)|\\b(?:remoj|marinar|poner en remojo)|\\b(?:ammoll|mettere a bagno|marinare)|\\b(?:weken|laten weken|marineren)|\\b(?:demolh|deixar de molho|marinar)',
  ].join('|'),
  'i',
);

/** A line that is a note, not work: labelled tips, sources, links, serving ideas, a wish of good appetite. */
export const NOTE_LABEL = new RegExp(
  '^(?:(?:recipe (?:from|by)|adapted from|inspired by|serving suggestions?|to serve with|dazu passt|rezept von|nach einem rezept|recette de|receta de|ricetta di|recept van|receita de)\\b|(?:notes?|tips?|hints?|source|credit|variations?|nutrition|storage|make ahead|quelle|hinweis|tipp|anmerkung|notiz|variante|dazu passt|remarques?|astuces?|conseils?|source|variantes?|nota|notas|consejos?|fuente|sugerencia|fonte|suggerimenti|consiglio|opmerking|bron|dica|dicas|sugestão|observação|注意|ポイント)(?:\\s*[:：–-]|\\s*$))',
  'iu',
);
export const LINK = /^(?:https?:\/\/\S+|www\.\S+|[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|de|fr|es|it|nl|pt|co\.uk|uk|io|blog)(?:\/\S*)?)\.?$/i;
export const ENJOY = /^(?:enjoy|bon app[ée]tit|guten appetit|lass(?:t)? es (?:euch|dir) schmecken|buen provecho|buon appetito|eet smakelijk|bom apetite|召し上がれ)\b/iu;
/**
 * The writer signing off or asking the reader for something that is not cooking: thanks and
 * greetings alone on a line, "if you liked this, don't forget to like/share", "contact me".
 */
/** Thanks or a greeting alone on a line, perhaps with a name: "Un saludo. Luisa." (anchored: cheap to refuse). */
const SIGN_OFF_LINE =
  /^(?:thanks?(?: you)?|thank you|danke(?: schön)?|merci|gracias|grazie|bedankt|obrigad[oa]|un saludo|saludos|cheers|liebe grüße|viele grüße|bises|a presto|groetjes|abraços?|beijos?)(?!\p{L})[\s.!,]*(?:\p{Lu}\p{L}+[.!]?)?\s*$/iu;
/**
 * Asking the reader for likes, shares or contact. Without the `u` flag (every phrase starts with an
 * ASCII letter, so `\b` holds): run on every sentence of every import, the Unicode-aware version
 * cost an eighth of a Meal-Master archive's import time.
 */
const SIGN_OFF_PHRASE =
  /\b(?:if you (?:liked|enjoyed|like|enjoy) this|don'?t forget to (?:like|share|rate|comment|subscribe|follow)|get in touch\b|contact me\b|wenn (?:es |dir |euch )*(?:gefallen|geschmeckt)|vergisst? nicht,? (?:zu )?(?:liken|teilen|bewerten)|si vous avez aimé|n'oubliez pas de (?:liker|partager|noter|commenter)|si te ha gustado|no olvides dar|si necesitas más información|en contacto conmigo|se ti è piaciut|non dimenticare di (?:mettere|condividere)|als je dit (?:lekker|leuk) vond|vergeet niet te (?:liken|delen)|se você gostou|não se esqueça de (?:curtir|compartilhar))/i;
export const SIGN_OFF = {
  test: (text: string): boolean => SIGN_OFF_LINE.test(text) || SIGN_OFF_PHRASE.test(text),
};
/** Chatter: the writer talking, not telling the cook what to do. */
export const CHATTER = /\b(?:i|i'm|i've|we|we're|my|our|you'll love|this (?:recipe|dish) is|it's so|ich|wir|mein(?:e|en)?|unser(?:e)?|das zeug|lecker|je|nous|mon|ma|c'est|yo|nosotros|mi|mis|io|noi|il mio|la mia|ik|wij|mijn|onze|eu|nós|meu|minha)\b|!\s*$|\?\s*$/iu;
/** Keeping notes: "keeps for 3 days", "hält sich 3 Tage". */
export const KEEPS = /\b(?:keeps|will keep|store|stores|can be (?:frozen|stored|made ahead)|hält sich|haltbar|se conserve|se garde|se conserva|si conserva|si mantiene|blijft|houdbaar|conserva-se|dura)\b/iu;
