import { useEffect, useState, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireCook, RequireRole } from './guards';
import { COOK_PATHS } from './cook-screens';
import { Layout } from './layout';
import { Spinner } from '../ui';
import { loadGroup, type Group } from '../i18n';

/**
 * One chunk per screen (our modules use named exports). The screen shows a spinner while its
 * chunk loads instead of suspending: a Suspense fallback makes React hold the screen back for
 * its 300 ms fallback throttle once the chunk is in, which was most of the task map's first
 * render. `preload()` starts the chunk early; a loaded screen renders at once. The screen's
 * messages (its catalogue group in the active language) load beside its chunk.
 */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K, group: Group = 'app') {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  const preload = () =>
    (pending ??= Promise.all([load(), loadGroup(group)]).then(
      ([module]) => (loaded = module[name]),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  function Screen() {
    const [state, setState] = useState<{ component: ComponentType | null; error: unknown }>(() => ({ component: loaded, error: null }));
    useEffect(() => {
      if (state.component) return;
      let live = true;
      preload().then(
        (component) => live && setState({ component, error: null }),
        (error: unknown) => live && setState({ component: null, error: error ?? new Error('Failed to load the page') }),
      );
      return () => {
        live = false;
      };
    }, [state.component]);
    // A chunk that failed to load goes to the error boundary, as React.lazy's did.
    if (state.error) throw state.error;
    const Component = state.component;
    return Component ? <Component /> : <Spinner />;
  }
  return Object.assign(Screen, { preload });
}

const HomePage = screen(() => import('../features/home/HomePage'), 'HomePage');
const LoginPage = screen(() => import('../features/auth/LoginPage'), 'LoginPage');
const RegisterPage = screen(() => import('../features/auth/RegisterPage'), 'RegisterPage');
const JoinPage = screen(() => import('../features/cook/JoinPage'), 'JoinPage', 'join');
const SkillsPage = screen(() => import('../features/cook/SkillsPage'), 'SkillsPage', 'skills');
const CookDashboardPage = screen(() => import('../features/cook/CookDashboardPage'), 'CookDashboardPage', 'cook');
const DashboardPage = screen(() => import('../features/dashboard/DashboardPage'), 'DashboardPage');
const SessionCreatePage = screen(() => import('../features/sessions/SessionCreatePage'), 'SessionCreatePage');
const SessionHistoryPage = screen(() => import('../features/sessions/SessionHistoryPage'), 'SessionHistoryPage');
const SessionManagePage = screen(() => import('../features/sessions/SessionManagePage'), 'SessionManagePage');
const SessionStartRedirect = screen(() => import('../features/sessions/SessionStartRedirect'), 'SessionStartRedirect');
const TaskMapPage = screen(() => import('../features/taskmap/TaskMapPage'), 'TaskMapPage');
// Opened straight from a link or a reload: the map's chunk loads while the app signs in.
if (/^\/sessions\/[^/]+\/dag\/?$/.test(globalThis.location?.pathname ?? '')) void TaskMapPage.preload().catch(() => undefined);
const SessionRecipesPage = screen(() => import('../features/recipes/SessionRecipesPage'), 'SessionRecipesPage');
const RecipesPage = screen(() => import('../features/recipes/RecipesPage'), 'RecipesPage');
const KitchensPage = screen(() => import('../features/kitchens/KitchensPage'), 'KitchensPage');
const KitchenCreatePage = screen(() => import('../features/kitchens/KitchenCreatePage'), 'KitchenCreatePage');
const KitchenEditPage = screen(() => import('../features/kitchens/KitchenEditPage'), 'KitchenEditPage');
const SessionShoppingPage = screen(() => import('../features/sessions/shopping/ShoppingListPage'), 'SessionShoppingPage');
const SharedShoppingPage = screen(() => import('../features/sessions/shopping/ShoppingListPage'), 'SharedShoppingPage');
const MyPacePage = screen(() => import('../features/account/MyPacePage'), 'MyPacePage');
const MealSummaryPage = screen(() => import('../features/sessions/summary/MealSummaryPage'), 'MealSummaryPage');
const RecipeStudioPage = screen(() => import('../features/studio/RecipeStudioPage'), 'RecipeStudioPage');
const ImportRecipesPage = screen(() => import('../features/studio/import/ImportRecipesPage'), 'ImportRecipesPage');

/**
 * The cook's screens, opened straight from a link or a reload: their chunk loads while the app
 * starts (its scripts evaluate, it signs in) instead of after the first render: on a phone this
 * takes a round trip off the way to the first task (as for the task map above).
 */
const COOK_SCREENS: Array<[RegExp, { preload: () => Promise<unknown> }]> = [
  [COOK_PATHS.cook, CookDashboardPage],
  [COOK_PATHS.join, JoinPage],
  [COOK_PATHS.skills, SkillsPage],
];
for (const [path, opened] of COOK_SCREENS) if (path.test(globalThis.location?.pathname ?? '')) void opened.preload().catch(() => undefined);

/** The route table of spec 01 §2 (and spec 02 §2 for its screens). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="join" element={<JoinPage />} />
        <Route element={<RequireCook />}>
          <Route path="skills/:sessionCode" element={<SkillsPage />} />
          <Route path="cook/:sessionCode" element={<CookDashboardPage />} />
          <Route path="account/pace" element={<MyPacePage />} />
        </Route>
        <Route path="cook" element={<Navigate to="/join" replace />} />
        <Route path="shopping/:token" element={<SharedShoppingPage />} />

        <Route element={<RequireRole role="host" />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="sessions" element={<Navigate to="/dashboard" replace />} />
          <Route path="sessions/create" element={<SessionCreatePage />} />
          <Route path="sessions/history" element={<SessionHistoryPage />} />
          <Route path="sessions/:sessionCode" element={<SessionManagePage />} />
          <Route path="sessions/:sessionCode/start" element={<SessionStartRedirect />} />
          <Route path="sessions/:sessionCode/dag" element={<TaskMapPage />} />
          <Route path="sessions/:sessionCode/recipes" element={<SessionRecipesPage />} />
          <Route path="sessions/:sessionCode/shopping" element={<SessionShoppingPage />} />
          <Route path="sessions/:sessionCode/summary" element={<MealSummaryPage />} />
          <Route path="kitchens" element={<KitchensPage />} />
          <Route path="kitchens/create" element={<KitchenCreatePage />} />
          <Route path="kitchens/:id/edit" element={<KitchenEditPage />} />
          <Route path="recipes" element={<RecipesPage />} />
        </Route>
        <Route element={<RequireRole role="staff" />}>
          <Route path="recipes/generate" element={<RecipeStudioPage />} />
          <Route path="recipes/import" element={<ImportRecipesPage />} />
        </Route>

        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
