import { Trans, useLingui } from '@lingui/react/macro';
import { Info } from 'lucide-react';
import { useTheme } from '../../lib/theme';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { PageBody, PageHeader } from '../../ui/page-header';
import { ThemeSwitch, themeChoices } from '../../ui/theme-switch';

/** /test-dark-mode: the theme demo with light, dark and system choices and static sample cards. */
export function TestDarkModePage() {
  const { t, i18n } = useLingui();
  const { theme } = useTheme();
  // The choice by its name in the person's language, as the switch below names it.
  const choice = themeChoices.find((option) => option.value === theme);
  const current = choice ? i18n._(choice.label) : theme;
  return (
    <>
      <PageHeader title={t`Dark Mode Test`} backHref="/" />
      <PageBody className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Theme</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>
                Current choice: <strong className="text-foreground capitalize">{current}</strong>. System
                follows your device setting.
              </Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ThemeSwitch showLabels />
          </CardContent>
        </Card>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Sample card</Trans>
              </CardTitle>
              <CardDescription>
                <Trans>Muted text sits on the card surface.</Trans>
              </CardDescription>
            </CardHeader>
            <CardContent className="flex flex-wrap gap-2">
              <Badge>
                <Trans>Default</Trans>
              </Badge>
              <Badge variant="secondary">
                <Trans>Secondary</Trans>
              </Badge>
              <Badge variant="success">
                <Trans>Completed</Trans>
              </Badge>
              <Badge variant="warning">
                <Trans>Pending</Trans>
              </Badge>
              <Badge variant="destructive">
                <Trans>Overdue</Trans>
              </Badge>
              <Badge variant="outline">
                <Trans>Outline</Trans>
              </Badge>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Buttons</Trans>
              </CardTitle>
              <CardDescription>
                <Trans>Every button variant.</Trans>
              </CardDescription>
            </CardHeader>
            <CardContent className="flex flex-wrap gap-2">
              <Button size="sm">
                <Trans>Primary</Trans>
              </Button>
              <Button size="sm" variant="secondary">
                <Trans>Secondary</Trans>
              </Button>
              <Button size="sm" variant="outline">
                <Trans>Outline</Trans>
              </Button>
              <Button size="sm" variant="ghost">
                <Trans>Ghost</Trans>
              </Button>
              <Button size="sm" variant="destructive">
                <Trans>Destructive</Trans>
              </Button>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Form</Trans>
              </CardTitle>
              <CardDescription>
                <Trans>Inputs and labels.</Trans>
              </CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-2">
              <Label htmlFor="demo-input">
                <Trans>Sample field</Trans>
              </Label>
              <Input id="demo-input" placeholder={t`Type here`} />
            </CardContent>
          </Card>
          <Card className="bg-accent! text-accent-foreground! sm:col-span-2 lg:col-span-3">
            <CardContent className="flex items-start gap-3 pt-5 sm:pt-6">
              <Info className="mt-0.5 size-5 shrink-0" aria-hidden />
              <p className="text-sm">
                <Trans>An accent card for tips and notes.</Trans>
              </p>
            </CardContent>
          </Card>
        </div>
      </PageBody>
    </>
  );
}
