import { DASHBOARD_MESSAGES, GENERAL_MESSAGES, SHELL_MESSAGES } from '@bizamply/contracts';
import type { ReactNode } from 'react';
import { BrandLogo } from '@/components/layout/brand-logo';
import { INBOX_TEXT } from '@/features/responses/lib/texts';

/**
 * The signed-in pages as they look before anything about the user is known: the shell's outline (top bar, the
 * desktop sidebar, shown by CSS at its width), the page's title and user-independent subtitle, and skeletons where
 * the brand, the navigation and the figures will be. The build writes it into the HTML of these addresses
 * (`prerender.tsx`), so a phone paints the page's largest text with the HTML; the app keeps it on screen while the
 * session, the preferences and the shell's code load, and removes it when it draws (`boot-frame.ts`). Built once
 * for everybody: nothing in it may depend on the user, the brand or the stored preferences. Not part of the app's
 * bundle (only the build renders it).
 */

function Bone({ className, inline = false }: { className: string; inline?: boolean }) {
  const display = inline ? 'inline-block align-middle' : 'block';
  return <span aria-hidden="true" className={`${display} animate-pulse rounded-md bg-muted ${className}`} />;
}

/** `count` skeletons, side by side in a grid or stacked, inside the given container. */
function Bones({ count, boneClassName, className }: { count: number; boneClassName: string; className: string }) {
  return (
    <div className={className}>
      {Array.from({ length: count }, (_, index) => (
        <Bone key={index} className={boneClassName} />
      ))}
    </div>
  );
}

/** The page header's markup (components/ui/page-header.tsx), without its class merging. */
function FrameHeader({ title, description, actions }: { title: string; description: ReactNode; actions?: boolean }) {
  return (
    <header className={`flex flex-wrap items-end justify-between gap-3 ${actions ? 'pb-5' : ''}`}>
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-xl leading-7 font-semibold tracking-tight sm:text-2xl sm:leading-8">{title}</h1>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {actions ? (
        <div className="flex flex-wrap items-center gap-2">
          <Bone className="h-9 w-44" />
          <Bone className="h-9 w-24" />
        </div>
      ) : null}
    </header>
  );
}

/**
 * Spec 2 Dashboard: "Welcome back, <first name>. Here's how your brand is doing.", the name a skeleton until the
 * user is known. At a phone's width the frame's subtitle is then as wide as the page's: the largest paint stays the
 * frame's (a larger one painted later would become the page's LCP).
 */
const [GREETING_BEFORE_NAME = '', GREETING_AFTER_NAME = ''] = DASHBOARD_MESSAGES.greeting.split('{name}');

function DashboardFrame() {
  return (
    <>
      <FrameHeader
        title={SHELL_MESSAGES.navDashboard}
        description={
          <>
            <span className="font-medium text-foreground">
              {GREETING_BEFORE_NAME}
              <Bone inline className="h-3.5 w-20" />
              {GREETING_AFTER_NAME}.
            </span>{' '}
            {DASHBOARD_MESSAGES.subtitle}
          </>
        }
        actions
      />
      <Bone className="mb-5 h-9 w-full max-w-xl" />
      <Bones count={4} boneClassName="h-28" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" />
      <Bone className="mt-5 h-72" />
    </>
  );
}

function ResponsesFrame() {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <FrameHeader title={INBOX_TEXT.pageTitle} description={INBOX_TEXT.pageDescription} />
      <Bone className="h-8" />
      <Bones count={4} boneClassName="h-28" className="grid grid-cols-2 gap-4 lg:grid-cols-4" />
      <Bone className="h-10" />
      <Bone className="h-9 w-full max-w-lg" />
      <Bones
        count={4}
        boneClassName="h-[120px]"
        className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 shadow-card"
      />
    </div>
  );
}

/** The addresses that have a frame (the build prerenders each; the server sends it for the address without a query). */
export const SIGNED_IN_FRAMES = { '/dashboard': DashboardFrame, '/responses': ResponsesFrame } as const;
export type SignedInFrameAddress = keyof typeof SIGNED_IN_FRAMES;

export function hasSignedInFrame(pathname: string): pathname is SignedInFrameAddress {
  return Object.hasOwn(SIGNED_IN_FRAMES, pathname);
}

const NAV_BONES = 9;

export function SignedInFrame({ address }: { address: SignedInFrameAddress }) {
  const Page = SIGNED_IN_FRAMES[address];
  return (
    <div className="min-h-dvh bg-background" aria-busy="true">
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-60 border-r border-border bg-surface md:block">
        <div className="flex h-14 shrink-0 items-center border-b border-border px-4">
          <BrandLogo />
        </div>
        <Bones count={NAV_BONES} boneClassName="h-7" className="flex flex-col gap-2 px-2 py-3" />
      </aside>
      <div className="flex min-h-dvh flex-col md:pl-60">
        <div className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b border-border bg-surface px-3 sm:gap-3 sm:px-4">
          <Bone className="size-9" />
          <Bone className="h-9 w-16 sm:w-44" />
          <div className="flex-1" />
          <Bone className="size-8 rounded-full" />
        </div>
        <main className="mx-auto w-full max-w-[1280px] flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <p role="status" className="sr-only">
            {GENERAL_MESSAGES.loading}
          </p>
          <Page />
        </main>
      </div>
    </div>
  );
}
