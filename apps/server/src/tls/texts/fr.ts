import type { TrustTexts } from './shape';

/** French, informal (tu), with French spacing (a no-break space before : ; ? !); the settings named as French phones and computers show them. */
export const fr: TrustTexts = {
  title: 'Faire confiance à cette cuisine',
  intro: 'Fais-le une fois sur chaque téléphone. Ton téléphone ouvre alors Brigade comme une page sécurisée, ce qui lui permet de :',
  why: [
    'garder l’écran allumé pendant que tu cuisines, pour que les minuteurs sonnent à l’heure,',
    'recharger la page de cuisine même quand le Wi-Fi coupe,',
    'ajouter Brigade à l’écran d’accueil.',
  ],
  openSecure: 'Ouvre ensuite l’adresse sécurisée de la cuisine : {link}',
  android: {
    heading: 'Android',
    button: 'Télécharger le certificat de la cuisine',
    steps: [
      'Touche le bouton ci-dessus et attends la fin du téléchargement.',
      'Ouvre **Paramètres** et cherche **Certificat CA** (en général Sécurité et confidentialité > Autres paramètres de sécurité > Chiffrement et identifiants > Installer un certificat).',
      'Choisis **Certificat CA**, touche **Installer quand même**, puis sélectionne `brigade-kitchen-ca.crt` dans Téléchargements.',
    ],
    screenLock: "Si Android demande d'abord un **verrouillage de l'écran** (code, schéma ou mot de passe), configurez-en un : Android ne garde les certificats installés que sur un téléphone verrouillé.",
    firefox: "**Firefox pour Android** n'utilise pas les certificats que vous installez : ouvrez la cuisine dans **Chrome** (ou le navigateur du téléphone), ou restez sur l'adresse simple et cuisinez ainsi.",
  },
  iphone: {
    heading: 'iPhone et iPad',
    button: 'Télécharger le profil de la cuisine',
    steps: [
      'Ouvre cette page dans **Safari**, touche le bouton ci-dessus, puis **Autoriser**.',
      'Ouvre **Réglages** > **Général** > **VPN et gestion de l’appareil**, touche **{profile}** puis **Installer**.',
      'Ouvre **Réglages** > **Général** > **Informations** > **Réglages des certificats** et active « Brigade kitchen CA ».',
    ],
    notVerified: "iOS affiche le profil comme **Non vérifié** : la cuisine a créé son certificat elle-même, aucune entreprise ne s'en porte garante. Vérifiez l'empreinte ci-dessous, touchez **Installer** et saisissez le code du téléphone quand iOS le demande. Il ne fonctionne qu'une fois l'interrupteur activé dans **Réglages des certificats de confiance**.",
  },
  laptop: {
    heading: 'Ordinateurs portables et tablettes',
    download: '{link}, puis :',
    downloadLink: 'Télécharge le certificat de la cuisine',
    steps: [
      '**macOS** : ouvre-le dans Trousseaux d’accès (trousseau Système), double-clique dessus et règle **Lors de l’utilisation de ce certificat** sur **Toujours approuver**.',
      '**Windows** : ouvre-le, **Installer le certificat** > Ordinateur local > **Autorités de certification racines de confiance**.',
      '**Chrome sur Linux ou ChromeOS** : Paramètres > Confidentialité et sécurité > Sécurité > Gérer les certificats > Autorités > Importer, et coche **Faire confiance à ce certificat pour identifier les sites Web**.',
      '**Firefox** : Paramètres > Vie privée et sécurité > Certificats > Afficher les certificats > Autorités > Importer, et coche **Confirmer cette AC pour identifier des sites web**.',
    ],
  },
  check: {
    heading: 'Vérifie que c’est bien celui de cette cuisine',
    fingerprint: 'L’empreinte SHA-256 du certificat, telle que ton téléphone l’affiche :',
    note: 'Il permet à ce téléphone de faire confiance au serveur de cette cuisine, mais seulement autant que tu fais confiance à la personne qui le gère. Tu peux le retirer dans les mêmes réglages quand tu ne cuisines plus ici.',
  },
  ready: {
    heading: 'Rien à installer',
    text: 'Cette cuisine a un certificat auquel ton téléphone fait déjà confiance. Ouvre l’adresse sécurisée et rejoins la session depuis là :',
  },
  plain: {
    heading: 'Cette cuisine fonctionne sans HTTPS',
    paragraphs: [
      'Tu peux cuisiner tel quel : chaque appui arrive en cuisine, même après une coupure du Wi-Fi.',
      'Sans HTTPS, le téléphone risque de verrouiller son écran pendant que tu cuisines, et la page de cuisine ne se recharge pas sans Wi-Fi. Garde l’écran allumé dans les réglages d’affichage du téléphone pendant que tu cuisines.',
    ],
    note: 'L’hôte peut activer HTTPS (BRIGADE_TLS=auto) ; cette page propose alors le certificat de la cuisine.',
  },
  back: 'Retour pour rejoindre une session',
  welcome: {
    title: "Rejoindre la cuisine",
    checking: "Vérification : ce téléphone fait-il déjà confiance à la cuisine ?",
    now: { heading: "Rejoindre maintenant", text: "Cuisinez depuis cette page telle quelle. Chaque appui parvient à la cuisine ; le téléphone peut verrouiller l'écran et la page ne se recharge pas sans Wi-Fi.", button: "Rejoindre maintenant" },
    secure: { heading: "Faire d'abord confiance à la cuisine (recommandé)", text: "Une fois par téléphone : installez le certificat de la cuisine, puis cuisinez à son adresse sécurisée, qui garde l'écran allumé et fonctionne hors ligne.", button: "Faire confiance à cette cuisine", already: "Vous lui faites déjà confiance ? Ouvrez {link}" },
  },
  profile: { name: 'Cuisine Brigade', description: 'Permet à cet appareil d’ouvrir l’adresse HTTPS de la cuisine Brigade.' },
};
