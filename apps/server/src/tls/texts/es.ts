import type { TrustTexts } from './shape';

/** Spanish (Spain), informal (tú); the settings named as Spanish phones and computers show them. */
export const es: TrustTexts = {
  title: 'Confiar en esta cocina',
  intro: 'Hazlo una vez en cada móvil. Después tu móvil abre Brigade como página segura, y así puede:',
  why: [
    'mantener la pantalla encendida mientras cocinas, para que los temporizadores suenen a tiempo,',
    'recargar la página de cocina aunque se caiga el wifi,',
    'añadir Brigade a la pantalla de inicio.',
  ],
  openSecure: 'Luego abre la dirección segura de la cocina: {link}',
  android: {
    heading: 'Android',
    button: 'Descargar el certificado de la cocina',
    steps: [
      'Toca el botón de arriba y espera a que termine la descarga.',
      'Abre **Ajustes** y busca **Certificado de CA** (normalmente Seguridad y privacidad > Más ajustes de seguridad > Cifrado y credenciales > Instalar un certificado).',
      'Elige **Certificado de CA**, toca **Instalar de todas formas** y selecciona `brigade-kitchen-ca.crt` en Descargas.',
    ],
    screenLock: "Si Android te pide primero un **bloqueo de pantalla** (PIN, patrón o contraseña), configúralo: Android solo guarda los certificados instalados en un teléfono bloqueado.",
    firefox: "**Firefox para Android** no usa los certificados que instalas: abre la cocina en **Chrome** (o en el navegador del teléfono), o quédate en la dirección sencilla y cocina así.",
  },
  iphone: {
    heading: 'iPhone y iPad',
    button: 'Descargar el perfil de la cocina',
    steps: [
      'Abre esta página en **Safari**, toca el botón de arriba y luego **Permitir**.',
      'Abre **Ajustes** > **General** > **VPN y gestión de dispositivos**, toca **{profile}** e **Instalar**.',
      'Abre **Ajustes** > **General** > **Información** > **Ajustes de confianza de certificados** y activa «Brigade kitchen CA».',
    ],
    notVerified: "iOS muestra el perfil como **No verificado**: la cocina creó su certificado ella misma y ninguna empresa lo avala. Comprueba la huella de abajo, toca **Instalar** e introduce el código del teléfono cuando iOS lo pida. Solo funciona cuando el interruptor de **Ajustes de confianza de certificados** está activado.",
  },
  laptop: {
    heading: 'Portátiles y tabletas',
    download: '{link} y luego:',
    downloadLink: 'Descarga el certificado de la cocina',
    steps: [
      '**macOS**: ábrelo en Acceso a Llaveros (llavero Sistema), haz doble clic en él y pon **Al utilizar este certificado** en **Confiar siempre**.',
      '**Windows**: ábrelo, **Instalar certificado** > Equipo local > **Entidades de certificación raíz de confianza**.',
      '**Chrome en Linux o ChromeOS**: Configuración > Privacidad y seguridad > Seguridad > Gestionar certificados > Entidades emisoras > Importar, y marca **Confiar en este certificado para identificar sitios web**.',
      '**Firefox**: Ajustes > Privacidad & Seguridad > Certificados > Ver certificados > Autoridades > Importar, y marca **Confiar en esta CA para identificar sitios web**.',
    ],
  },
  check: {
    heading: 'Comprueba que es el de esta cocina',
    fingerprint: 'La huella digital SHA-256 del certificado, tal como la muestra tu móvil:',
    note: 'Con él, este móvil confía en el servidor de esta cocina solo hasta donde tú confías en quien lo gestiona. Puedes quitarlo en los mismos ajustes cuando ya no cocines aquí.',
  },
  ready: {
    heading: 'No hay nada que instalar',
    text: 'Esta cocina tiene un certificado en el que tu móvil ya confía. Abre la dirección segura y únete desde allí:',
  },
  plain: {
    heading: 'Esta cocina funciona sin HTTPS',
    paragraphs: [
      'Puedes cocinar tal cual: cada toque llega a la cocina, incluso después de un corte de wifi.',
      'Sin HTTPS, puede que el móvil bloquee la pantalla mientras cocinas, y la página de cocina no se puede recargar sin wifi. Deja la pantalla encendida en los ajustes de pantalla del móvil mientras cocinas.',
    ],
    note: 'El anfitrión puede activar HTTPS (BRIGADE_TLS=auto); entonces esta página ofrece el certificado de la cocina.',
  },
  back: 'Volver a unirse a una sesión',
  welcome: {
    title: "Unirse a la cocina",
    checking: "Comprobando si este teléfono ya confía en la cocina…",
    now: { heading: "Unirse ahora", text: "Cocina desde esta página tal como está. Cada toque llega a la cocina; el teléfono puede bloquear la pantalla y la página no se puede recargar sin wifi.", button: "Unirse ahora" },
    secure: { heading: "Confiar primero en la cocina (recomendado)", text: "Una vez por teléfono: instala el certificado de la cocina y cocina en su dirección segura, que mantiene la pantalla encendida y funciona sin conexión.", button: "Confiar en esta cocina", already: "¿Ya confías en ella? Abre {link}" },
  },
  profile: { name: 'Cocina Brigade', description: 'Permite a este dispositivo abrir la dirección HTTPS de la cocina Brigade.' },
};
