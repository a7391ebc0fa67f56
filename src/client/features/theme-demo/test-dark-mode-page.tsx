import { Info } from 'lucide-react';
import { useTheme } from '../../lib/theme';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { PageBody, PageHeader } from '../../ui/page-header';
import { ThemeSwitch } from '../../ui/theme-switch';

/** /test-dark-mode: the theme demo with light, dark and system choices and static sample cards. */
export function TestDarkModePage() {
  const { theme } = useTheme();
  return (
    <>
      <PageHeader title="Dark Mode Test" backHref="/" />
      <PageBody className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Theme</CardTitle>
            <CardDescription>
              Current choice: <strong className="text-foreground capitalize">{theme}</strong>. System follows
              your device setting.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ThemeSwitch showLabels />
          </CardContent>
        </Card>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Card>
            <CardHeader>
              <CardTitle>Sample card</CardTitle>
              <CardDescription>Muted text sits on the card surface.</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-wrap gap-2">
              <Badge>Default</Badge>
              <Badge variant="secondary">Secondary</Badge>
              <Badge variant="success">Completed</Badge>
              <Badge variant="warning">Pending</Badge>
              <Badge variant="destructive">Overdue</Badge>
              <Badge variant="outline">Outline</Badge>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Buttons</CardTitle>
              <CardDescription>Every button variant.</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-wrap gap-2">
              <Button size="sm">Primary</Button>
              <Button size="sm" variant="secondary">
                Secondary
              </Button>
              <Button size="sm" variant="outline">
                Outline
              </Button>
              <Button size="sm" variant="ghost">
                Ghost
              </Button>
              <Button size="sm" variant="destructive">
                Destructive
              </Button>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Form</CardTitle>
              <CardDescription>Inputs and labels.</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-2">
              <Label htmlFor="demo-input">Sample field</Label>
              <Input id="demo-input" placeholder="Type here" />
            </CardContent>
          </Card>
          <Card className="bg-accent! text-accent-foreground! sm:col-span-2 lg:col-span-3">
            <CardContent className="flex items-start gap-3 pt-5 sm:pt-6">
              <Info className="mt-0.5 size-5 shrink-0" aria-hidden />
              <p className="text-sm">An accent card for tips and notes.</p>
            </CardContent>
          </Card>
        </div>
      </PageBody>
    </>
  );
}
