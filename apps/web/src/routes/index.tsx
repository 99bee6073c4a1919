import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '../home';

export const Route = createFileRoute('/')({
  staticData: { pageType: 'home' },
  component: HomeScreen,
});
