import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/App';
import { createServices } from './app/createServices';
import { ServicesContext } from './site/services';
import { i18n, startI18n } from './i18n';
import { loadClientGameInfos } from './registry/gameInfos';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The visit's language is loaded before the first paint, so nothing flashes in English.
void Promise.all([loadClientGameInfos(), startI18n()]).then(([games]) => {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ServicesContext.Provider value={createServices(games)}>
          <App />
        </ServicesContext.Provider>
      </I18nextProvider>
    </StrictMode>,
  );
});
