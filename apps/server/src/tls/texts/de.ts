import type { TrustTexts } from './shape';

/**
 * German, informal (du); the settings named as German phones and computers show them. Long names
 * carry soft hyphens (\u00ad), so that a phone breaks them at their joints.
 */
export const de: TrustTexts = {
  title: 'Dieser Küche vertrauen',
  intro: 'Mach das einmal auf jedem Handy. Dein Handy öffnet Brigade dann als sichere Seite und kann so:',
  why: [
    'den Bildschirm beim Kochen anlassen, damit Timer pünktlich klingeln,',
    'die Kochseite neu laden, auch wenn das WLAN weg ist,',
    'Brigade zum Home-Bildschirm hinzufügen.',
  ],
  openSecure: 'Öffne dann die sichere Adresse der Küche: {link}',
  android: {
    heading: 'Android',
    button: 'Zertifikat der Küche herunterladen',
    steps: [
      'Tippe oben auf den Button und warte, bis der Download fertig ist.',
      'Öffne die **Einstellungen** und suche nach **CA-Zertifikat** (meist Sicherheit & Datenschutz > Weitere Sicherheitseinstellungen > Verschlüsselung & Anmeldedaten > Zertifikat installieren).',
      'Wähle **CA-Zertifikat**, tippe auf **Trotzdem installieren** und wähle `brigade-kitchen-ca.crt` unter Downloads aus.',
    ],
    screenLock: "Wenn Android zuerst eine **Displaysperre** (PIN, Muster oder Passwort) verlangt, richte eine ein: Android behält installierte Zertifikate nur auf einem gesperrten Telefon.",
    firefox: "**Firefox für Android** verwendet keine selbst installierten Zertifikate: Öffne die Küche stattdessen in **Chrome** (oder im Browser des Telefons) oder bleib bei der einfachen Adresse und koche so.",
  },
  iphone: {
    heading: 'iPhone und iPad',
    button: 'Profil der Küche herunterladen',
    steps: [
      'Öffne diese Seite in **Safari**, tippe oben auf den Button und dann auf **Erlauben**.',
      'Öffne **Einstellungen** > **Allgemein** > **VPN und Geräteverwaltung**, tippe auf **{profile}** und auf **Installieren**.',
      'Öffne **Einstellungen** > **Allgemein** > **Info** > **Zertifikats\u00advertrauens\u00adeinstellungen** und schalte „Brigade kitchen CA“ ein.',
    ],
    notVerified: "iOS zeigt das Profil als **Nicht überprüft**: Die Küche hat ihr Zertifikat selbst erstellt, kein Unternehmen bürgt dafür. Prüfe den Fingerabdruck unten, tippe auf **Installieren** und gib den Code deines Telefons ein, wenn iOS danach fragt. Es wirkt erst, wenn der Schalter unter **Zertifikatsvertrauenseinstellungen** an ist.",
  },
  laptop: {
    heading: 'Laptops und Tablets',
    download: '{link}, dann:',
    downloadLink: 'Lade das Zertifikat der Küche herunter',
    steps: [
      '**macOS**: Öffne es in der Schlüsselbundverwaltung (Schlüsselbund „System“), doppelklicke darauf und stell **Bei Verwendung dieses Zertifikats** auf **Immer vertrauen**.',
      '**Windows**: Öffne es, **Zertifikat installieren** > Lokaler Computer > **Vertrauenswürdige Stamm\u00adzertifizierungs\u00adstellen**.',
      '**Chrome unter Linux oder ChromeOS**: Einstellungen > Datenschutz und Sicherheit > Sicherheit > Zertifikate verwalten > Zertifizierungsstellen > Importieren, setz den Haken bei **Diesem Zertifikat zur Identifizierung von Websites vertrauen**.',
      '**Firefox**: Einstellungen > Datenschutz & Sicherheit > Zertifikate > Zertifikate anzeigen > Zertifizierungsstellen > Importieren, setz den Haken bei **Dieser CA vertrauen, um Websites zu identifizieren**.',
    ],
  },
  check: {
    heading: 'Prüfe, ob es das Zertifikat dieser Küche ist',
    fingerprint: 'Der SHA-256-Fingerabdruck des Zertifikats, so wie dein Handy ihn anzeigt:',
    note: 'Damit vertraut dieses Handy dem Server dieser Küche, und zwar so weit, wie du der Person vertraust, die ihn betreibt. Du kannst es in denselben Einstellungen wieder entfernen, wenn du hier nicht mehr kochst.',
  },
  ready: {
    heading: 'Nichts zu installieren',
    text: 'Diese Küche hat ein Zertifikat, dem dein Handy schon vertraut. Öffne die sichere Adresse und tritt von dort bei:',
  },
  plain: {
    heading: 'Diese Küche läuft ohne HTTPS',
    paragraphs: [
      'Du kannst einfach so kochen: Jedes Antippen kommt in der Küche an, auch nach einem WLAN-Aussetzer.',
      'Ohne HTTPS sperrt das Handy beim Kochen vielleicht den Bildschirm, und die Kochseite lässt sich ohne WLAN nicht neu laden. Lass den Bildschirm beim Kochen in den Anzeige-Einstellungen des Handys an.',
    ],
    note: 'Der Gastgeber kann HTTPS einschalten (BRIGADE_TLS=auto); dann bietet diese Seite das Zertifikat der Küche an.',
  },
  back: 'Zurück zum Beitreten',
  welcome: {
    title: "Der Küche beitreten",
    checking: "Prüfe, ob dieses Telefon der Küche schon vertraut …",
    now: { heading: "Jetzt beitreten", text: "Koche direkt von dieser Seite. Jeder Tipp erreicht die Küche; das Telefon sperrt aber vielleicht den Bildschirm, und ohne WLAN lässt sich die Seite nicht neu laden.", button: "Jetzt beitreten" },
    secure: { heading: "Zuerst der Küche vertrauen (empfohlen)", text: "Einmal pro Telefon: Installiere das Zertifikat der Küche und koche dann an ihrer sicheren Adresse, die den Bildschirm an lässt und offline funktioniert.", button: "Dieser Küche vertrauen", already: "Vertraust du ihr schon? Öffne {link}" },
  },
  profile: { name: 'Brigade-Küche', description: 'Damit kann dieses Gerät die HTTPS-Adresse der Brigade-Küche öffnen.' },
};
