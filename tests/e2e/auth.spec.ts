import { expect, test } from './support/fixtures';
import { createStudent, setStudentFrozen } from './support/api';
import { fillSignIn, logOut, signInAsStudent, signInAsTeacher, toastWith } from './support/users';

const frozenText =
  'Please Wait. We are working on your page. Please contact your teacher for more information. Your account access has been temporarily restricted.';

test.describe('sign-in and sign-out (spec sections 2, 4, 5 and 8)', () => {
  test('a teacher signs in at /teacher/login, lands on /teacher/dashboard and logs out to /', async ({
    page,
  }) => {
    await signInAsTeacher(page);
    await logOut(page);
    // Signed out: a teacher page sends the visitor to the teacher login.
    await page.goto('/teacher/dashboard');
    await expect(page).toHaveURL(/\/teacher\/login$/);
  });

  test('a student signs in with Remember me, lands on /dashboard and logs out to /', async ({
    page,
    context,
  }) => {
    const student = await createStudent();
    await page.goto('/');
    await expect(page.getByText('Tailor-made content, only for you')).toBeVisible();
    await signInAsStudent(page, student, { rememberMe: true });
    const cookies = await context.cookies();
    // Remember me keeps the session cookie beyond the browser session (DESIGN.md: 30 days).
    expect(cookies.some((c) => c.httpOnly && c.expires > Date.now() / 1000 + 86_400)).toBe(true);
    // The session survives a reload, and a signed-in student at / goes to /dashboard.
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await logOut(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });

  test("a wrong password shows the 'Login failed' toast with 'Invalid credentials'", async ({ page }) => {
    const student = await createStudent();
    await page.goto('/');
    await fillSignIn(page, student.username, 'not-the-password');
    const toast = toastWith(page, 'Login failed');
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(toast).toContainText('Invalid credentials');
    await expect(page).toHaveURL(/\/$/);
  });

  test("empty fields show 'Username and password required' and send nothing", async ({ page }) => {
    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/student/login')) loginCalls.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const toast = toastWith(page, 'Username and password required');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Please enter your credentials');
    expect(loginCalls).toEqual([]);
  });

  test('a frozen student signing in lands on /frozen with the spec text', async ({ page }) => {
    const student = await createStudent({ frozen: true });
    await page.goto('/');
    await fillSignIn(page, student.username, student.password);
    await expect(page).toHaveURL(/\/frozen$/);
    await expect(page.getByTestId('frozen-message')).toHaveText(frozenText);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('a student frozen while signed in sees only /frozen, and can log out from it', async ({ page }) => {
    const student = await createStudent();
    await signInAsStudent(page, student);
    await setStudentFrozen(student.username, true);
    await page.goto('/homework');
    await expect(page).toHaveURL(/\/frozen$/);
    await expect(page.getByTestId('frozen-message')).toHaveText(frozenText);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/frozen$/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('the Forgot password? dialog tells the student to ask their teacher', async ({ page }) => {
    await page.goto('/student/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('ask your teacher to reset your password');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('shell (spec section 2)', () => {
  test("an unknown path shows '404 Page Not Found'", async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('the theme switch changes the html class and persists across reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveClass(/\blight\b/);
    await page.getByRole('radio', { name: 'Dark theme' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('radio', { name: 'Dark theme' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('radio', { name: 'Light theme' }).click();
    await expect(html).toHaveClass(/\blight\b/);
    await expect(html).not.toHaveClass(/\bdark\b/);
  });

  test('in system mode the theme follows the OS preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/test-dark-mode');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
  });
});
