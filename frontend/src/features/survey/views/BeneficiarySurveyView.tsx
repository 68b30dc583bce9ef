import { pathTo } from '../../../app/paths';
import { SubmitButton, TextField } from '../../../components/FormFields';
import { LoadError } from '../../../components/LoadState';
import { RouteButton } from '../../../components/RouteButton';
import { Button, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useMemberInfoQuery } from '../../../graphql/documents/gates';
import { useDeclareBeneficiaryMutation } from '../../../graphql/documents/survey';
import { nestedServerErrors, type SubmitOutcome } from '../../../lib/form-errors';
import { ServerForm } from '../../../components/ServerForm';
import { showToast } from '../../../lib/toast';
import { markBeneficiaryHintShown } from '../../gates/local-flags';
import { SURVEY_TEXT as T } from '../text';

/** The gateway refuses a declaration of more than ten owners, so the form stops offering more. */
const MAX_OWNERS = 10;

type Owner = { name: string; idNo: string; nationality: string; sharePercent: string };
type SurveyValues = { owners: Owner[] };
type OwnerErrors = Extract<SubmitOutcome<SurveyValues>, { ok: false }>['fieldErrors'];
const blank = (): Owner => ({ name: '', idNo: '', nationality: T.defaultNationality, sharePercent: '' });

/** /auth/survey/beneficiary (business members only; the route guard sends others to /auth/index). */
export function BeneficiarySurveyView() {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useMemberInfoQuery({ fetchPolicy: 'cache-and-network' });
  const [declare] = useDeclareBeneficiaryMutation();
  // SPEC §2.3: the "already complete" message (and the redirect home) follows the member data, which for a business
  // member is the completion form and this declaration together. A declared member whose other data is missing is
  // told so and sent where that data is filled in; an undeclared one gets the form whatever else is complete.
  const declared = data?.memberInfo.beneficiarySet === true;
  const complete = declared && data?.memberInfo.registerComplete === true;

  useEffect(() => {
    if (!complete) return undefined;
    markBeneficiaryHintShown();
    showToast(T.done, 'success');
    const timer = window.setTimeout(() => navigate(pathTo('dashboard.index')), 2000);
    return () => window.clearTimeout(timer);
  }, [complete, navigate]);

  if (loading && !data) return <Spinner />;
  if (error || !data) return <LoadError message={T.loadError} onRetry={() => refetch()} />;
  if (complete) return <Text data-testid="survey-done">{T.done}</Text>;
  if (declared)
    return (
      <Stack gap="4" maxW="2xl" align="flex-start">
        <Heading as="h1" size="xl">
          {T.title}
        </Heading>
        <Text data-testid="survey-declared">{T.declaredOnly}</Text>
        <RouteButton to="member.edit" colorPalette="brand">
          {T.toCompletion}
        </RouteButton>
      </Stack>
    );

  // The gateway checks the owners (SPEC has no client rule for them); its errors land on 'owners.<i>.<field>'.
  const submit = async ({ owners }: SurveyValues): Promise<SubmitOutcome<SurveyValues>> => {
    const result = await declare({
      variables: {
        owners: owners.map((o) => ({
          ...o,
          idNo: o.idNo.trim().toUpperCase(),
          sharePercent: Number(o.sharePercent) || 0,
        })),
      },
    });
    const list = result.data?.declareBeneficiary.errors ?? [];
    if (list[0]) {
      showToast(list[0].message);
      window.scrollTo({ top: 0 });
      // Formik keeps a list's errors nested ('owners.1.idNo' under owners[1]); ServerForm sets them as they are.
      return { ok: false, fieldErrors: nestedServerErrors(list) as OwnerErrors, formError: null };
    }
    await refetch();
    return { ok: true };
  };

  return (
    <ServerForm<SurveyValues>
      initialValues={{ owners: [blank()] }}
      validationSchema={undefined}
      fields={[]}
      label={T.title}
      onSubmit={submit}
      notifyInvalid={false}
      bare
    >
      {(form) => (
        <Stack gap="5" maxW="4xl">
          <Heading as="h1" size="xl">
            {T.title}
          </Heading>
          <Text color="fg.muted">{T.lead}</Text>
          {form.values.owners.map((_o, i) => (
            <SimpleGrid key={i} columns={{ base: 1, md: 4 }} gap="3" bg="bg" p="4" borderWidth="1px" borderRadius="md">
              <TextField form={form} name={`owners.${i}.name`} label={T.name} />
              <TextField form={form} name={`owners.${i}.idNo`} label={T.idNo} />
              <TextField form={form} name={`owners.${i}.nationality`} label={T.nationality} />
              <TextField form={form} name={`owners.${i}.sharePercent`} label={T.share} inputMode="numeric" />
            </SimpleGrid>
          ))}
          <HStack>
            <Button
              variant="outline"
              onClick={() => void form.setFieldValue('owners', [...form.values.owners, blank()])}
              disabled={form.values.owners.length >= MAX_OWNERS}
            >
              {T.add}
            </Button>
            <SubmitButton>{T.submit}</SubmitButton>
          </HStack>
        </Stack>
      )}
    </ServerForm>
  );
}
