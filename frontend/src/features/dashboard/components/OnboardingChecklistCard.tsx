import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { CircleCheckIcon, CircleIcon } from './checklist-icons';
import { Link } from 'react-router';
import { BANK_ACCOUNT_STATE_LIST } from '@paydesk/shared/bank-account-states';
import { StatusBadge, ToneBadge } from '../../../components/StatusBadge';
import type { OnboardingChecklistQuery, OnboardingStepKey } from '../../../graphql/generated';
import { pathTo } from '../../../app/paths';
import { PANEL_TEXT } from '../panel-text';

const T = PANEL_TEXT.onboarding;

export type Checklist = NonNullable<OnboardingChecklistQuery['onboardingChecklist']>;

/** Where each step is taken (not done) or looked at again (done); the completion form depends on the member type. */
function stepPath(key: OnboardingStepKey, done: boolean, business: boolean): string {
  const completion = pathTo(business ? 'complete.business' : 'complete.personal');
  switch (key) {
    case 'PROFILE':
      return done ? pathTo('member.edit') : completion;
    case 'DOCUMENTS':
      return done ? pathTo('inspect.index') : completion;
    case 'BANK_ACCOUNT':
      return pathTo('bill.withdraw');
    case 'FIRST_LINK':
      return pathTo(done ? 'uop.list' : 'uop.create');
  }
}

export interface OnboardingChecklistCardProps {
  data: Checklist;
  business: boolean;
}

/** The gateway's checklist as one card: each step done or not with its page, the next one highlighted. */
export function OnboardingChecklistCard({ data, business }: OnboardingChecklistCardProps) {
  if (data.complete) return null;
  const doneCount = data.steps.filter((s) => s.done).length;
  return (
    <Stack
      as="section"
      gap="4"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg"
      p="5"
      aria-label={T.title}
      data-testid="onboarding-checklist"
    >
      <Stack gap="1">
        <HStack justify="space-between" wrap="wrap">
          <Text fontWeight="bold" fontSize="lg">
            {T.title}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {T.progress(doneCount, data.steps.length)}
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {T.lead}
        </Text>
      </Stack>
      <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
        {data.steps.map((step) => {
          const isNext = step.key === data.next;
          return (
            <Box
              as="li"
              key={step.key}
              data-testid={`onboarding-step-${step.key}`}
              aria-current={isNext ? 'step' : undefined}
              borderWidth="1px"
              borderRadius="md"
              borderColor={isNext ? 'primary.solid' : 'border'}
              bg={isNext ? 'primary.subtle' : undefined}
              px="4"
              py="3"
            >
              <HStack justify="space-between" gap="3" wrap="wrap">
                <HStack gap="3">
                  <Box color={step.done ? 'success.fg' : 'fg.subtle'} aria-hidden>
                    {step.done ? <CircleCheckIcon /> : <CircleIcon />}
                  </Box>
                  <Text fontWeight={isNext ? 'bold' : 'medium'}>{step.label}</Text>
                  {step.done ? (
                    <ToneBadge tone="success" label={T.done} />
                  ) : isNext ? (
                    <ToneBadge tone="primary" label={T.next} />
                  ) : (
                    <ToneBadge tone="neutral" label={T.todo} />
                  )}
                  {/* The withdrawal account's own state, as 提領設定 shows it: waiting, verified or rejected. */}
                  {step.key === 'BANK_ACCOUNT' && data.bankAccountState !== 'NONE' && (
                    <StatusBadge
                      list={BANK_ACCOUNT_STATE_LIST}
                      value={data.bankAccountState}
                      data-testid="onboarding-bank-state"
                    />
                  )}
                </HStack>
                <Button asChild size="sm" variant={isNext ? 'solid' : 'outline'} colorPalette="primary">
                  <Link
                    to={stepPath(step.key, step.done, business)}
                    aria-label={`${step.label}：${step.done ? T.view : T.go}`}
                  >
                    {step.done ? T.view : T.go}
                  </Link>
                </Button>
              </HStack>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
