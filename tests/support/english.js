// The page loads its words before it shows any (views/language/language.js);
// the core tests read them in English, every part at once.
import { STRINGS } from '../../web/src/text/en/index.js';
import { setLanguage } from '../../web/src/text/text.js';

setLanguage('en', STRINGS);
