import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import type { ReleaseProps } from "../../lib/props/toReleaseProps"
import { imageSizes } from "../../styles/imageSizes"
import { media } from "../../styles/media"
import BackLink from "../ui/BackLink"
import Eyebrow from "../ui/Eyebrow"
import PageHeading from "../ui/PageHeading"
import CoverSquare from "./CoverSquare"
import ReleaseDaySlot from "./ReleaseDaySlot"
import type { SignupForm as SignupFormFields } from "../../lib/signup/signupFields"

export type ReleaseDetailsProps = {
  release: ReleaseProps
  /** The page's clock (releasePageClock), in ms: whether the release is out yet. */
  builtAt: number
  signup?: SignupFormFields
}

/* styles/imageSizes.ts (releasePageCover) reads these columns and gap: change them together. */
const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding-block: ${({ theme }) => theme.space[4]}
    ${({ theme }) => theme.space[7]};

  ${media.md} {
    grid-template-columns: 2fr 3fr;
    align-items: start;
  }
`

const Art = styled(CoverSquare)`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
`

const Info = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`

const Description = styled.p`
  max-width: ${({ theme }) => theme.sizes.prose};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

const ReleaseDetails = ({ release, builtAt, signup }: ReleaseDetailsProps) => {
  const strings = useStrings()
  return (
    <>
      <BackLink to="/music/">{strings.music.back}</BackLink>
      <Top>
        <Art
          gradient={release.gradient}
          cover={release.cover}
          coverAlt={release.coverAlt}
          sizes={imageSizes.releasePageCover}
          loading="eager"
        />
        <Info>
          <Eyebrow>{release.kindLabel}</Eyebrow>
          <PageHeading>{release.title}</PageHeading>
          <Description>{release.description}</Description>
          <ReleaseDaySlot {...release} builtAt={builtAt} signup={signup} />
        </Info>
      </Top>
    </>
  )
}

export default ReleaseDetails
