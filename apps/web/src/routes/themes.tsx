import { createFileRoute } from '@tanstack/react-router';
import { signedInOnly } from '../routing/signed-in-only';
import { ThemesScreen } from '../themes/themes-screen';

export const Route = createFileRoute('/themes')({
  staticData: { pageType: 'theme-edit', title: 'Themes' },
  beforeLoad: signedInOnly,
  component: ThemesScreen,
});
