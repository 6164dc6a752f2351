import { ChevronDown, LayoutGrid } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import { useNavigate } from '@/web/lib/router';
import { PORTAL_LINKS } from './portal-links';

export default function PortalMenu() {
  const navigate = useNavigate();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" aria-label="Members Portal menu">
          <LayoutGrid />
          <span className="hidden sm:inline">Members Portal</span>
          <ChevronDown />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Members Portal</DropdownMenuLabel>
        {PORTAL_LINKS.map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} onSelect={() => navigate(to)}>
            <Icon />
            {label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
